// The calculator's questions: from and to (cities of the points on this device suggested), the places with
// weight and sides (a package preset fills them), declared value and cash on delivery, pickup and delivery
// types, which services to ask.
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { PackagePresetSelect } from '../../packages';
import { CityCombobox } from '../../points';
import { emptyParcel, type CalculatorDraft, type CalculatorProblem, type CalculatorProblems } from '../lib/calculator-draft';

type CalculatorFormProps = {
  draft: CalculatorDraft;
  problems: CalculatorProblems;
  onChange: (draft: CalculatorDraft) => void;
  onSubmit: () => void;
  /** Services the company is connected to, by key, with their names. */
  services: Array<{ key: string; name: string }>;
  busy: boolean;
  online: boolean;
};

export function CalculatorForm({ draft, problems, onChange, onSubmit, services, busy, online }: CalculatorFormProps) {
  const { t } = useLingui();
  const message = (problem?: CalculatorProblem) =>
    problem === 'required' ? t`Please enter value` : problem === 'positive' ? t`Enter a weight of at least 1 g` : problem ? t`The value cannot be negative` : undefined;
  const patch = (part: Partial<CalculatorDraft>) => onChange({ ...draft, ...part });
  const setPlace = (index: number, side: keyof CalculatorDraft['places'][number], value: string) =>
    patch({ places: draft.places.map((p, i) => (i === index ? { ...p, [side]: value } : p)) });
  const toggleService = (key: string, on: boolean) =>
    patch({ providerKeys: on ? [...draft.providerKeys, key] : draft.providerKeys.filter((k) => k !== key) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Shipment to price`}>
      <Card className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t`From (city)`} error={message(problems.fromCity)}>
            <CityCombobox value={draft.fromCity} onChange={(city) => patch({ fromCity: city ?? '' })} freeText placeholder={t`Start typing a city`} />
          </Field>
          <Field label={t`To (city)`} error={message(problems.toCity)}>
            <CityCombobox value={draft.toCity} onChange={(city) => patch({ toCity: city ?? '' })} freeText placeholder={t`Start typing a city`} />
          </Field>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700"><Trans>Places</Trans></legend>
          {draft.places.map((place, i) => (
            <div key={i} role="group" aria-label={t`Place ${i + 1}`} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
              <PackagePresetSelect
                className="col-span-full sm:max-w-sm" place={place}
                onPick={(size) => patch({ places: draft.places.map((p, j) => (j === i ? size : p)) })}
              />
              <Field label={t`Weight, g`} error={message(problems[`places.${i}.weight`])}>
                <Input inputMode="numeric" value={place.weight} onChange={(e) => setPlace(i, 'weight', e.target.value)} />
              </Field>
              <Field label={t`Length, cm`} error={message(problems[`places.${i}.length`])}>
                <Input inputMode="decimal" value={place.length} onChange={(e) => setPlace(i, 'length', e.target.value)} />
              </Field>
              <Field label={t`Width, cm`} error={message(problems[`places.${i}.width`])}>
                <Input inputMode="decimal" value={place.width} onChange={(e) => setPlace(i, 'width', e.target.value)} />
              </Field>
              <Field label={t`Height, cm`} error={message(problems[`places.${i}.height`])}>
                <Input inputMode="decimal" value={place.height} onChange={(e) => setPlace(i, 'height', e.target.value)} />
              </Field>
              <Button
                variant="ghost" size="icon" aria-label={t`Remove place ${i + 1}`} disabled={draft.places.length === 1}
                onClick={() => patch({ places: draft.places.filter((_, j) => j !== i) })}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
          <div>
            <Button variant="secondary" size="sm" onClick={() => patch({ places: [...draft.places, emptyParcel()] })}>
              <Plus className="size-4" aria-hidden /> <Trans>Add a place</Trans>
            </Button>
          </div>
        </fieldset>

        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t`Declared value, RUB`} error={message(problems.assessedCost)}>
            <Input inputMode="decimal" value={draft.assessedCost} onChange={(e) => patch({ assessedCost: e.target.value })} />
          </Field>
          <Field label={t`Cash on delivery, RUB`} error={message(problems.codCost)}>
            <Input inputMode="decimal" value={draft.codCost} onChange={(e) => patch({ codCost: e.target.value })} />
          </Field>
          <Field label={t`Pickup`}>
            <Select value={draft.pickupType} onChange={(e) => patch({ pickupType: e.target.value })}>
              <option value="">{t`Any`}</option>
              <option value="1">{t`Courier picks up`}</option>
              <option value="2">{t`Drop-off at a point`}</option>
            </Select>
          </Field>
          <Field label={t`Delivery`}>
            <Select value={draft.deliveryType} onChange={(e) => patch({ deliveryType: e.target.value })}>
              <option value="">{t`Any`}</option>
              <option value="1">{t`Courier to the door`}</option>
              <option value="2">{t`To a pickup point`}</option>
            </Select>
          </Field>
        </div>

        {services.length > 0 && (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-700"><Trans>Delivery services to ask (none chosen: all connected)</Trans></legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {services.map((s) => (
                <label key={s.key} className="flex items-center gap-2 text-sm">
                  <Checkbox checked={draft.providerKeys.includes(s.key)} onChange={(e) => toggleService(s.key, e.target.checked)} />
                  {s.name}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={draft.includeFees} onChange={(e) => patch({ includeFees: e.target.checked })} />
          <Trans>Include insurance and cash-handling fees in the price</Trans>
        </label>

        <div>
          <Button type="submit" disabled={busy || !online} aria-describedby={online ? undefined : 'calculator-offline'}>
            {busy ? <Trans>Calculating…</Trans> : <Trans>Calculate</Trans>}
          </Button>
        </div>
      </Card>
    </form>
  );
}

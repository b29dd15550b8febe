// The default terminal: a point that receives parcels, picked from the points on this device by delivery
// service, city and code (as a list or on the map), or typed as an ID; the chosen point is named under it.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useReferenceList } from '../../../session/use-reference-list';
import { CityCombobox, PointChoice, usePoint } from '../../points';

type TerminalPickerProps = { label: string; hint: string; value: string; onChange: (id: string) => void; error?: string };

export function TerminalPicker({ label, hint, value, onChange, error }: TerminalPickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <Field label={label} error={error} hint={hint}>
            <Input value={value} onChange={(e) => onChange(e.target.value)} maxLength={100} autoComplete="off" spellCheck={false} />
          </Field>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button type="button" variant="secondary" size="sm" className="mb-6">
              <MapPin className="size-4" aria-hidden /> {t`Choose a point`}
            </Button>
          </DialogTrigger>
          {open && (
            <DialogContent className="flex max-h-[90vh] w-[min(94vw,48rem)] flex-col gap-3 overflow-y-auto">
              <DialogTitle>{label}</DialogTitle>
              <DialogDescription>{t`Points that receive parcels, from the points on this device.`}</DialogDescription>
              <TerminalSearch onPick={(id) => { onChange(id); setOpen(false); }} />
              <div className="flex justify-end">
                <Button type="button" variant="secondary" onClick={() => setOpen(false)}>{t`Cancel`}</Button>
              </div>
            </DialogContent>
          )}
        </Dialog>
      </div>
      {value.trim() && <ChosenTerminal id={value.trim()} />}
    </div>
  );
}

function TerminalSearch({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useLingui();
  const providers = useReferenceList('providers') ?? [];
  const [providerKey, setProviderKey] = useState('');
  const [city, setCity] = useState('');
  const [code, setCode] = useState('');
  const filter = {
    operation: 1 as const, ...(providerKey ? { providerKey } : {}), ...(city ? { city } : {}), ...(code.trim() ? { code: code.trim() } : {}),
  };
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t`Delivery service`}>
          <Select value={providerKey} onChange={(e) => setProviderKey(e.target.value)}>
            <option value="">{t`Any`}</option>
            {providers.map((p) => <option key={p.key} value={p.key}>{p.name}</option>)}
          </Select>
        </Field>
        <Field label={t`City`}>
          <CityCombobox value={city} onChange={(c) => setCity(c ?? '')} />
        </Field>
        <Field label={t`Point code`}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} />
        </Field>
      </div>
      <PointChoice filter={filter} onPick={onPick} />
    </>
  );
}

function ChosenTerminal({ id }: { id: string }) {
  const { t } = useLingui();
  const point = usePoint(id);
  if (point === undefined) return null;
  return (
    <p className="text-xs text-slate-600" data-testid="chosen-terminal">
      {point ? `${point.name} · ${point.code}, ${point.address}` : t`This point is not on this device; check the ID.`}
    </p>
  );
}

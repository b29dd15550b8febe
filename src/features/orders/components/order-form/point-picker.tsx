// Choosing the drop-off or pickup point from the points on this device: the chosen delivery service's points that
// receive (drop-off) or hand out (pickup) parcels, in a city (the sender's or the recipient's to start with),
// narrowed by code as typed, as a list or on the map. Works offline, as the points do (the map's base tiles
// may not be cached; the points are drawn on a plain background then).
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { CityCombobox, PointChoice } from '../../../points';
import { useDraft } from './draft-context';

/** `id`: the button's, so the error summary can take the user to it; `label`: the button's text. */
type PointPickerProps = { id: string; path: 'order.pointInId' | 'order.pointOutId'; city: string; operation: 1 | 2; title: string; label: string };

export function PointPicker({ id, path, city: startCity, operation, title, label }: PointPickerProps) {
  const { t } = useLingui();
  const { draft, set } = useDraft();
  const [open, setOpen] = useState(false);
  const providerKey = draft.order.providerKey;
  const pick = (id: string) => {
    set(path, id);
    setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button id={id} variant="secondary" size="sm" disabled={!providerKey}>
          <MapPin className="size-4" aria-hidden /> {label}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          className="flex max-h-[90vh] w-[min(94vw,48rem)] flex-col gap-3 overflow-y-auto"
          // The city comes filled in and its suggestions would cover the points: the code is where to type.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>('input[name="point-code"]')?.focus();
          }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {operation === 1 ? <Trans>Points of the chosen delivery service that receive parcels.</Trans> : <Trans>Points of the chosen delivery service that hand parcels out.</Trans>}
          </DialogDescription>
          <PointSearch providerKey={providerKey} startCity={startCity} operation={operation} onPick={pick} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>{t`Cancel`}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function PointSearch({ providerKey, startCity, operation, onPick }: { providerKey: string; startCity: string; operation: 1 | 2; onPick: (id: string) => void }) {
  const { t } = useLingui();
  const [city, setCity] = useState(startCity.trim());
  const [code, setCode] = useState('');
  const filter = { providerKey, operation, ...(city ? { city } : {}), ...(code.trim() ? { code: code.trim() } : {}) };
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`City`}>
          <CityCombobox value={city} onChange={(c) => setCity(c ?? '')} />
        </Field>
        <Field label={t`Point code`}>
          <Input name="point-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} />
        </Field>
      </div>
      <PointChoice filter={filter} onPick={onPick} />
    </>
  );
}

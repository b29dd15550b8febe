// Choosing the drop-off or pickup point from the points on this device: the chosen delivery service's points that
// receive (drop-off) or hand out (pickup) parcels, in a city (the sender's or the recipient's to start with),
// narrowed by code as typed. Works offline, as the points do.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { CityCombobox } from '../../../points/components/city-combobox';
import { usePointWindow } from '../../../points/data/points-client';
import { useDraft } from './draft-context';

const SHOWN = 50;

type PointPickerProps = { path: 'order.pointInId' | 'order.pointOutId'; city: string; operation: 1 | 2; title: string };

export function PointPicker({ path, city: startCity, operation, title }: PointPickerProps) {
  const { t } = useLingui();
  const { draft, set } = useDraft();
  const [open, setOpen] = useState(false);
  const providerKey = draft.order.providerKey;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" className="mb-0.5" disabled={!providerKey}>
          <MapPin className="size-4" aria-hidden /> {title}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent className="flex max-h-[85vh] w-[min(94vw,40rem)] flex-col gap-3">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {operation === 1 ? <Trans>Points of the chosen delivery service that receive parcels.</Trans> : <Trans>Points of the chosen delivery service that hand parcels out.</Trans>}
          </DialogDescription>
          <PointList
            providerKey={providerKey} startCity={startCity} operation={operation}
            onPick={(id) => {
              set(path, id);
              setOpen(false);
            }}
          />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>{t`Cancel`}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function PointList({ providerKey, startCity, operation, onPick }: { providerKey: string; startCity: string; operation: 1 | 2; onPick: (id: string) => void }) {
  const { t } = useLingui();
  const [city, setCity] = useState(startCity.trim());
  const [code, setCode] = useState('');
  const filter = { providerKey, operation, ...(city ? { city } : {}), ...(code.trim() ? { code: code.trim() } : {}) };
  const window = usePointWindow(filter, { by: 'name', desc: false }, 0, SHOWN);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`City`}>
          <CityCombobox value={city} onChange={(c) => setCity(c ?? '')} />
        </Field>
        <Field label={t`Point code`}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} />
        </Field>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {window === undefined ? t`Looking for points…` : window.total === 0 ? t`No point of this service fits. Points appear here once they are on this device.` : window.total > SHOWN ? t`${window.total} points; the first ${SHOWN} are shown, narrow by city or code.` : t`${window.total} points`}
      </p>
      <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" aria-label={t`Points`}>
        {window?.rows.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onPick(p.id)} className="flex w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none">
              <span className="font-medium text-slate-900">{p.name} <span className="font-normal text-slate-500">· {p.code}</span></span>
              <span className="text-slate-600">{[p.city, p.address].filter(Boolean).join(', ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

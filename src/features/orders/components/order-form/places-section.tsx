// Contents / places: the boxes of the shipment with their size and weight; at least one. A package preset
// fills a place's weight and sides (docs/decisions/packages.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { PackagePresetSelect } from '../../../packages';
import { emptyPlace } from '../../lib/order-draft';
import { useDraft } from './draft-context';
import { DraftInput } from './draft-input';
import { FormSection } from './form-section';

export function PlacesSection() {
  const { t } = useLingui();
  const { draft, set } = useDraft();
  const add = () => set('places', [...draft.places, emptyPlace(draft.places.length + 1)]);
  const remove = (i: number) => set('places', draft.places.filter((_, n) => n !== i));
  return (
    <FormSection title={t`Places`} aside={<Button size="sm" variant="secondary" onClick={add}><Plus className="size-4" aria-hidden /><Trans>Add place</Trans></Button>}>
      {draft.places.map((place, i) => (
        <div key={i} role="group" aria-label={t`Place ${i + 1}`} className="col-span-full grid grid-cols-2 items-end gap-2 border-b border-slate-100 pb-3 sm:grid-cols-7">
          <PackagePresetSelect className="col-span-full sm:max-w-sm" place={place} onPick={(size) => set(`places.${i}`, { ...place, ...size })} />
          <DraftInput path={`places.${i}.placeNumber`} group={t`Place ${i + 1}`} label={t`Place no.`} />
          <DraftInput path={`places.${i}.barcode`} group={t`Place ${i + 1}`} label={t`Barcode`} />
          <DraftInput path={`places.${i}.weight`} group={t`Place ${i + 1}`} label={t`Weight, g`} inputMode="numeric" />
          <DraftInput path={`places.${i}.length`} group={t`Place ${i + 1}`} label={t`Length, cm`} inputMode="decimal" />
          <DraftInput path={`places.${i}.width`} group={t`Place ${i + 1}`} label={t`Width, cm`} inputMode="decimal" />
          <DraftInput path={`places.${i}.height`} group={t`Place ${i + 1}`} label={t`Height, cm`} inputMode="decimal" />
          <Button variant="ghost" size="icon" aria-label={t`Remove place ${i + 1}`} disabled={draft.places.length === 1} onClick={() => remove(i)}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
    </FormSection>
  );
}

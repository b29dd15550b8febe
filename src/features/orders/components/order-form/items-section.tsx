// Items: what is inside, with quantity, weight and prices (the declared value and cash on delivery
// are usually their sums).
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { DELIVERY_COST_VAT_RATES } from '../../../../contract/order-constants';
import { emptyItem } from '../../lib/order-draft';
import { useDraft } from './draft-context';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';

export function ItemsSection() {
  const { t, i18n } = useLingui();
  const { draft, problems, set } = useDraft();
  const add = () => set('items', [...draft.items, emptyItem()]);
  const remove = (i: number) => set('items', draft.items.filter((_, n) => n !== i));
  return (
    <FormSection title={t`Items`} aside={<Button size="sm" variant="secondary" onClick={add}><Plus className="size-4" aria-hidden /><Trans>Add item</Trans></Button>}>
      {problems.items && <p role="alert" className="col-span-full text-sm text-red-600">{i18n._(problems.items)}</p>}
      {draft.items.map((_, i) => (
        <div key={i} role="group" aria-label={t`Item ${i + 1}`} className="col-span-full grid grid-cols-2 items-end gap-2 border-b border-slate-100 pb-3 sm:grid-cols-7">
          <DraftInput path={`items.${i}.articul`} label={t`Article`} />
          <DraftInput path={`items.${i}.barcode`} label={t`Barcode`} />
          <div className="col-span-2"><DraftInput path={`items.${i}.description`} label={t`Name`} required /></div>
          <DraftInput path={`items.${i}.quantity`} label={t`Quantity`} inputMode="numeric" required />
          <DraftInput path={`items.${i}.quantityDelivered`} label={t`Delivered`} inputMode="numeric" hint={t`For a partial handover`} />
          <DraftInput path={`items.${i}.weight`} label={t`Weight, g`} inputMode="numeric" />
          <DraftInput path={`items.${i}.length`} label={t`Length, cm`} inputMode="decimal" />
          <DraftInput path={`items.${i}.width`} label={t`Width, cm`} inputMode="decimal" />
          <DraftInput path={`items.${i}.height`} label={t`Height, cm`} inputMode="decimal" />
          <DraftInput path={`items.${i}.assessedCost`} label={t`Declared value, ₽`} inputMode="decimal" />
          <DraftInput path={`items.${i}.cost`} label={t`Price, ₽`} inputMode="decimal" />
          <DraftSelect path={`items.${i}.costVat`} label={t`VAT`}>
            <option value="">{t`Not set`}</option>
            {DELIVERY_COST_VAT_RATES.map((v) => <option key={v} value={v}>{v === -1 ? t`Without VAT` : `${v}%`}</option>)}
          </DraftSelect>
          <Button variant="ghost" size="icon" aria-label={t`Remove item ${i + 1}`} disabled={draft.items.length === 1} onClick={() => remove(i)}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
    </FormSection>
  );
}

// Items: what is inside, with quantity, weight and prices (the declared value and cash on delivery
// are usually their sums). A partial handover's count and an item's size wait behind "More fields".
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { DELIVERY_COST_VAT_RATES } from '../../../../contract/order-constants';
import { emptyItem } from '../../lib/order-draft';
import { draftFieldId, useDraft } from './draft-context';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';
import { MoreFields } from './more-fields';

const ITEM_MORE = ['barcode', 'quantityDelivered', 'length', 'width', 'height'];

export function ItemsSection() {
  const { t, i18n } = useLingui();
  const { draft, problems, set, labels } = useDraft();
  labels.set('items', t`Items`);
  const add = () => set('items', [...draft.items, emptyItem()]);
  const remove = (i: number) => set('items', draft.items.filter((_, n) => n !== i));
  return (
    <FormSection title={t`Items`} aside={<Button size="sm" variant="secondary" onClick={add}><Plus className="size-4" aria-hidden /><Trans>Add item</Trans></Button>}>
      {problems.items && <p id={draftFieldId('items')} tabIndex={-1} role="alert" className="col-span-full text-sm text-red-600">{i18n._(problems.items)}</p>}
      {draft.items.map((_, i) => {
        const g = { group: t`Item ${i + 1}` };
        const at = (field: string) => `items.${i}.${field}`;
        return (
          <div key={i} role="group" aria-label={g.group} className="col-span-full grid grid-cols-2 items-end gap-2 border-b border-slate-100 pb-3 sm:grid-cols-4 lg:grid-cols-[2fr_repeat(6,minmax(0,1fr))_auto]">
            <div className="col-span-2 lg:col-span-1"><DraftInput path={at('description')} label={t`Item name`} {...g} required /></div>
            <DraftInput path={at('articul')} label={t`Article`} {...g} />
            <DraftInput path={at('quantity')} label={t`Quantity`} {...g} inputMode="numeric" required />
            <DraftInput path={at('weight')} label={t`Weight, g`} {...g} inputMode="numeric" />
            <DraftInput path={at('assessedCost')} label={t`Declared value, ₽`} {...g} inputMode="decimal" />
            <DraftInput path={at('cost')} label={t`Price, ₽`} {...g} inputMode="decimal" />
            <DraftSelect path={at('costVat')} label={t`VAT`}>
              <option value="">{t`Not set`}</option>
              {DELIVERY_COST_VAT_RATES.map((v) => <option key={v} value={v}>{v === -1 ? t`Without VAT` : `${v}%`}</option>)}
            </DraftSelect>
            <Button variant="ghost" size="icon" aria-label={t`Remove item ${i + 1}`} disabled={draft.items.length === 1} onClick={() => remove(i)}>
              <Trash2 className="size-4" aria-hidden />
            </Button>
            <MoreFields paths={ITEM_MORE.map(at)}>
              <DraftInput path={at('barcode')} label={t`Barcode`} {...g} />
              <DraftInput path={at('quantityDelivered')} label={t`Delivered`} {...g} inputMode="numeric" hint={t`For a partial handover`} />
              <DraftInput path={at('length')} label={t`Length, cm`} {...g} inputMode="decimal" />
              <DraftInput path={at('width')} label={t`Width, cm`} {...g} inputMode="decimal" />
              <DraftInput path={at('height')} label={t`Height, cm`} {...g} inputMode="decimal" />
            </MoreFields>
          </div>
        );
      })}
    </FormSection>
  );
}

// Items: what is inside, with quantity, weight and prices (the declared value and cash on delivery
// are usually their sums).
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { emptyItem } from '../../lib/order-draft';
import { useDraft } from './draft-context';
import { DraftInput } from './draft-input';
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
        <div key={i} className="col-span-full grid grid-cols-2 items-end gap-2 border-b border-slate-100 pb-3 sm:grid-cols-7">
          <DraftInput path={`items.${i}.articul`} label={t`Article`} />
          <div className="col-span-2"><DraftInput path={`items.${i}.description`} label={t`Name`} required /></div>
          <DraftInput path={`items.${i}.quantity`} label={t`Quantity`} inputMode="numeric" required />
          <DraftInput path={`items.${i}.weight`} label={t`Weight, g`} inputMode="numeric" />
          <DraftInput path={`items.${i}.cost`} label={t`Price, ₽`} inputMode="decimal" />
          <Button variant="ghost" size="icon" aria-label={t`Remove item ${i + 1}`} disabled={draft.items.length === 1} onClick={() => remove(i)}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
    </FormSection>
  );
}

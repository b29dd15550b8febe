// Extra parameters: free keys and values some delivery services read (a door code, a gift flag); rows left
// blank are left out.
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { emptyExtraParam } from '../../lib/order-draft';
import { useDraft } from './draft-context';
import { DraftInput } from './draft-input';
import { FormSection } from './form-section';

export function ExtraParamsSection() {
  const { t } = useLingui();
  const { draft, set } = useDraft();
  const add = () => set('extraParams', [...draft.extraParams, emptyExtraParam()]);
  const remove = (i: number) => set('extraParams', draft.extraParams.filter((_, n) => n !== i));
  return (
    <FormSection title={t`Extra parameters`} aside={<Button size="sm" variant="secondary" onClick={add}><Plus className="size-4" aria-hidden /><Trans>Add parameter</Trans></Button>}>
      {draft.extraParams.length === 0 && (
        <p className="col-span-full text-sm text-slate-500"><Trans>None. Add a key and a value when the delivery service asks for one.</Trans></p>
      )}
      {draft.extraParams.map((_, i) => (
        <div key={i} role="group" aria-label={t`Parameter ${i + 1}`} className="col-span-full grid grid-cols-[1fr_2fr_auto] items-end gap-2">
          <DraftInput path={`extraParams.${i}.key`} label={t`Key`} group={t`Parameter ${i + 1}`} required />
          <DraftInput path={`extraParams.${i}.value`} label={t`Value`} group={t`Parameter ${i + 1}`} />
          <Button variant="ghost" size="icon" aria-label={t`Remove parameter ${i + 1}`} onClick={() => remove(i)}>
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
    </FormSection>
  );
}

// Deleting a rule after the confirmation the product asks for; the rule leaves the list at once.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notices } from '../../../components/ui/notices';
import { deleteRule } from '../data/delete-rule';
import type { RuleItem } from '../data/use-rules';

export function DeleteRuleButton({ rule }: { rule: RuleItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = rule.name;

  async function confirm() {
    await deleteRule(rule);
    notices.show(navigator.onLine ? t`Rule deleted` : t`Rule deleted; will be sent when online`, 3000, 'success');
  }

  return (
    <>
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" aria-label={t`Delete rule “${name}”`} title={t`Delete`} onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Delete the rule?`}
        description={t`The rule “${name}” will be removed and no longer applied to tariffs.`}
        confirmLabel={t`Delete`}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

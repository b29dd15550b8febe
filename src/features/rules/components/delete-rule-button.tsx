// Deleting a rule after the confirmation the product asks for, through the resource kit's dialog; the rule
// leaves the list at once.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DeleteResourceDialog } from '../../../components/resource/delete-resource-dialog';
import { RULE_DELETION } from '../rule-deletion';
import type { RuleItem } from '../data/use-rules';

export function DeleteRuleButton({ rule }: { rule: RuleItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = rule.name;
  return (
    <>
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" aria-label={t`Delete rule “${name}”`} title={t`Delete`} onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
      <DeleteResourceDialog definition={RULE_DELETION} item={open ? rule : null} onClose={() => setOpen(false)} />
    </>
  );
}

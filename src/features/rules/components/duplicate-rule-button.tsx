// Duplicating a rule: the server makes the copy (last, disabled), so this needs a connection, and a
// rule the server already has.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { notices } from '../../../components/ui/notices';
import { duplicateRule } from '../data/duplicate-rule';
import { isOnServer } from '../lib/rule-state';
import type { RuleItem } from '../data/use-rules';
import { OnlineOnlyButton } from './online-only-button';

export function DuplicateRuleButton({ rule }: { rule: RuleItem }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const name = rule.name;

  async function duplicate() {
    setBusy(true);
    try {
      const copy = await duplicateRule(rule);
      const copyName = copy.name;
      notices.show(t`Copy created: ${copyName}`, 3000, 'success');
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <OnlineOnlyButton variant="ghost" size="sm" disabled={busy || !isOnServer(rule)} aria-label={t`Duplicate rule “${name}”`} onClick={() => void duplicate()}>
      <Copy className="size-4" aria-hidden />
      <span className="hidden lg:inline">
        <Trans>Duplicate</Trans>
      </span>
    </OnlineOnlyButton>
  );
}

// Tariff rules: the list in priority order with the on/off switch, reorder,
// duplicate and delete. Switching and deleting work offline through the outbox; reorder and
// duplicate change what the server decides, so they wait for a connection.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, WifiOff } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useRules, useRulesPulled } from '../data/use-rules';
import { RulesList } from './rules-list';
import { RulesState } from './rules-state';

export function RulesPage() {
  const { t } = useLingui();
  const rules = useRules();
  const pulled = useRulesPulled();
  const online = useIsOnline();

  const newRule = (
    <Button asChild>
      <Link to="/editors/tariff/rules/create">
        <Plus className="size-4" aria-hidden />
        <Trans>New rule</Trans>
      </Link>
    </Button>
  );

  return (
    <Page title={t`Tariff rules`} actions={newRule}>
      <RejectedChanges collection="rules" />
      {!online && (
        <p role="note" className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          <Trans>Offline: switching and deleting rules are saved on this device and sent later; reordering and duplicating need a connection.</Trans>
        </p>
      )}
      {rules === undefined || (rules.length === 0 && !pulled) ? (
        <RulesState kind={rules === undefined || online ? 'loading' : 'not-loaded'} />
      ) : rules.length === 0 ? (
        <RulesState kind="empty" />
      ) : (
        <RulesList rules={rules} />
      )}
    </Page>
  );
}

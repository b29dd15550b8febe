// "How many of the last 100 calculations would this rule change?": the rows as typed, priced again by the server
// against the company's recent calculations. Needs the network; the answer goes stale once the rows change.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { TariffRuleSchema } from '../../../contract/tariff-rules';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { previewRule } from '../data/rules-api';
import { ruleInputOf, validateRuleDraft, type RuleDraft } from '../lib/rule-draft';

type Answer = { checked: number; changed: number; key: string };

export function RulePreview({ draft, schema, ruleId, onProblems }: { draft: RuleDraft; schema: TariffRuleSchema; ruleId?: string; onProblems: () => void }) {
  const online = useIsOnline();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = JSON.stringify([draft.conditions, draft.actions]);
  const current = answer?.key === key ? answer : null;

  async function check() {
    const problems = validateRuleDraft({ ...draft, name: draft.name || '-' }, schema);
    if (Object.keys(problems).length) return onProblems();
    const { conditions, actions } = ruleInputOf(draft, schema);
    setBusy(true);
    try {
      const result = await previewRule({ id: ruleId, conditions, actions });
      setAnswer({ ...result, key });
    } catch {
      // The client has told the user.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" role="group" aria-labelledby="rule-preview-title">
      <p id="rule-preview-title" className="flex-1" aria-live="polite">
        {!online ? (
          <Trans>The check against recent calculations needs the network; the rule can be saved without it.</Trans>
        ) : current ? (
          current.checked === 0 ? (
            <Trans>No calculations yet to check the rule against.</Trans>
          ) : (
            <Trans>This rule would change {current.changed} of the last {current.checked} calculations.</Trans>
          )
        ) : (
          <Trans>See how many of your last 100 calculations this rule would change.</Trans>
        )}
      </p>
      <Button size="sm" variant="secondary" disabled={busy || !online} onClick={() => void check()}>
        {busy ? <Trans>Checking…</Trans> : <Trans>Check</Trans>}
      </Button>
    </div>
  );
}

// The rule's on/off switch. It moves at once; the change waits in the outbox until it can be sent.
import { useLingui } from '@lingui/react/macro';
import { Switch } from '../../../components/ui/switch';
import { switchRule } from '../data/switch-rule';
import type { RuleItem } from '../data/use-rules';

export function RuleStatusSwitch({ rule }: { rule: RuleItem }) {
  const { t } = useLingui();
  const enabled = rule.status === 'enabled';
  const name = rule.name;
  return (
    <span className="flex items-center gap-2">
      <Switch checked={enabled} onCheckedChange={(on) => void switchRule(rule, on)} aria-label={t`Enable rule “${name}”`} />
      <span aria-hidden className="w-20 text-sm text-slate-600">
        {enabled ? t`Enabled` : t`Disabled`}
      </span>
    </span>
  );
}

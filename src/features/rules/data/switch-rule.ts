// Enabling or disabling a rule, local-first: the switch moves at once (overlay) and the outbox sends
// the intended state. Several queued switches of one rule are folded by the sync worker, so a rule
// switched off and on again offline sends nothing.
import { enqueueChange } from '../../../sync/enqueue-change';
import { itemPath, RESOURCES } from '../../../sync/resource-changes';
import { statusFor } from '../lib/rule-state';
import type { RuleItem } from './use-rules';

export function switchRule(rule: RuleItem, enabled: boolean) {
  const status = statusFor(enabled);
  return enqueueChange({
    collection: 'rules',
    entityId: rule.id,
    kind: 'rule.switch',
    title: rule.name,
    overlay: { op: 'upsert', fields: { status } },
    request: { method: 'PUT', path: `${itemPath(RESOURCES.rules, rule.id)}/status/switch`, body: { status } },
    baseVersion: rule.version ?? 0,
  });
}

// Enabling or disabling a rule, local-first: the switch moves at once (overlay) and the outbox sends
// the intended state (src/contract/changes/resource-changes.ts). Several queued switches of one rule are
// folded by the sync worker, so a rule switched off and on again offline sends nothing.
import { RULE_CHANGES } from '../../../contract/changes';
import { queueChange } from '../../../sync/queue-change';
import { statusFor } from '../lib/rule-state';
import type { RuleItem } from './use-rules';

export const switchRule = (rule: RuleItem, enabled: boolean) =>
  queueChange(RULE_CHANGES.switch, { params: { id: rule.id }, current: rule, body: { status: statusFor(enabled) }, title: rule.name });

// Removing a rule, local-first: it leaves the list at once and the outbox sends the delete.
import { queueDelete, RESOURCES } from '../../../sync/resource-changes';
import type { RuleItem } from './use-rules';

export const deleteRule = (rule: RuleItem) => queueDelete(RESOURCES.rules, rule, rule.name);

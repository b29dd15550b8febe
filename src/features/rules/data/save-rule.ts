// Saving a rule from its form, local-first like the switch: the list shows it at once and the outbox sends
// it (a POST with the id made here, or a PUT of every field), so the editor works offline.
import type { TariffRuleInput } from '../../../contract/tariff-rules';
import { queueCreate, queueUpdate, RESOURCES } from '../../../sync/resource-changes';

/** Returns the new rule's id. The server puts a new rule last; the list shows it last meanwhile. */
export const createRule = (fields: TariffRuleInput): Promise<string> => queueCreate(RESOURCES.rules, fields, fields.name);

export const updateRule = (rule: { id: string; version?: number }, fields: TariffRuleInput): Promise<void> =>
  queueUpdate(RESOURCES.rules, rule, fields, fields.name);

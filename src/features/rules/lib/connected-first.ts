// The rule editor offers every delivery service and tariff (a rule may be written before a connection is made),
// but the company's connected services first: a choice's service is its value for the service field, or the
// service a tariff names (docs/decisions/orders.md "Services and tariffs an order may name").
import type { RuleChoice } from '../../../contract/tariff-rules';

export type ChoiceGroups = { connected: RuleChoice[]; other: RuleChoice[] };

export function connectedFirst(choices: readonly RuleChoice[], field: string, connectedKeys: ReadonlySet<string>): ChoiceGroups | null {
  const serviceOf = (c: RuleChoice) => (field === 'providerKey' ? String(c.value) : c.providerKey);
  if (!choices.some((c) => serviceOf(c) !== undefined)) return null;
  const connected = choices.filter((c) => connectedKeys.has(serviceOf(c) ?? ''));
  return { connected, other: choices.filter((c) => !connected.includes(c)) };
}

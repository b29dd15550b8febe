// Duplicating a rule (online only, see rules-api.ts): the server makes the copy, last and disabled,
// and the pull that follows brings it into the list.
import type { TariffRule } from '../../../contract/tariff-rules';
import { newEntityId } from '../../../sync/enqueue-change';
import { pullNow } from '../../../sync/sync-control';
import { rulesApi } from './rules-api';

export async function duplicateRule(rule: { id: string }): Promise<TariffRule> {
  const copy = await rulesApi.duplicate(rule.id, newEntityId());
  pullNow();
  return copy;
}

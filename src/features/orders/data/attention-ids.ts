// The stored orders needing attention for a reason (lib/attention.ts), answered from the store's indexes: keys
// only, never whole orders, so the dashboard's counts and the list's filter stay cheap at 10,000 orders.
import { ORDER_STATUS_KEYS } from '../../../contract/constants';
import { db } from '../../../db/db';
import { ATTENTION_REASONS, RETURNING_STATUSES, stuckBefore, UPLOAD_ERROR_STATUSES, type AttentionContext, type AttentionFilter, type AttentionReason } from '../lib/attention';

/** The orders' index of service, status and the time the order entered it (src/db/schema.ts). */
export const STUCK_INDEX = '[order.providerKey+status.key+status.created]';

const byStatus = (keys: readonly string[]) => db.orders.where('status.key').anyOf([...keys]).primaryKeys();

/** Per service present and status: the orders that entered it at or before its stuck time. */
async function stuckIds(context: AttentionContext): Promise<string[]> {
  const providers = (await db.orders.orderBy('order.providerKey').uniqueKeys()) as string[];
  const ranges = providers.flatMap((provider) => ORDER_STATUS_KEYS.flatMap((key) => {
    const before = stuckBefore(provider, key, context);
    return before === null ? [] : [[provider, key, before] as const];
  }));
  const found = await Promise.all(ranges.map(([provider, key, before]) =>
    db.orders.where(STUCK_INDEX).between([provider, key, ''], [provider, key, before], true, true).primaryKeys()));
  return found.flat();
}

async function idsFor(reason: AttentionReason, context: AttentionContext): Promise<string[]> {
  switch (reason) {
    case 'uploadError': return byStatus(UPLOAD_ERROR_STATUSES);
    case 'returning': return byStatus(RETURNING_STATUSES);
    case 'stuck': return stuckIds(context);
    case 'refused': {
      const refused = [...context.refusedIds];
      const stored = await db.orders.bulkGet(refused);
      return refused.filter((_, i) => stored[i] !== undefined);
    }
  }
}

/** The ids of the stored orders matching the filter, in no order. */
export async function attentionIds(filter: AttentionFilter, context: AttentionContext): Promise<Set<string>> {
  const reasons: readonly AttentionReason[] = filter === 'any' ? ATTENTION_REASONS : [filter];
  const lists = await Promise.all(reasons.map((reason) => idsFor(reason, context)));
  return new Set(lists.flat());
}

// An order id, once used, belongs to its company for good (docs/decisions/billing.md "Order ids"): a deleted
// order keeps its id, so a later create with it (any company) is refused and nothing that follows an id (a
// charge, a refund, the log) can reach another company. The claim is one INSERT against order_ids' primary
// key: of two creates racing for one id, exactly one claims it, whatever the number of writers.
import type { Db } from '../db/db-type';
import { statement } from '../db/statements';

export type IdClaim = 'claimed' | 'ours' | 'theirs';

export function claimOrderId(db: Db, id: string, companyId: number): IdClaim {
  const claimed = statement<[string, number], { id: string }>(
    db, 'INSERT INTO order_ids (id, company_id) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id',
  ).get(id, companyId);
  if (claimed) return 'claimed';
  const owner = statement<[string], { company_id: number }>(db, 'SELECT company_id FROM order_ids WHERE id = ?').get(id);
  return owner?.company_id === companyId ? 'ours' : 'theirs';
}

/** Whether this company ever used the id (a live order or a deleted one). */
export const usedOrderId = (db: Db, id: string, companyId: number): boolean =>
  statement<[string, number], { id: string }>(db, 'SELECT id FROM order_ids WHERE id = ? AND company_id = ?').get(id, companyId) !== undefined;

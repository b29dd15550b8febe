// An order id, once used, belongs to its company for good (docs/decisions/billing.md "Order ids"): a deleted
// order keeps its id, so a later create with it (any company) is refused and nothing that follows an id (a
// charge, a refund, the log) can reach another company. The claim is one INSERT against order_ids' primary
// key: of two creates racing for one id, exactly one claims it, whatever the number of writers (the second
// waits for the first's commit, and then finds the id taken).
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';

export type IdClaim = 'claimed' | 'ours' | 'theirs';

export async function claimOrderId(db: SqlDb, id: string, companyId: number): Promise<IdClaim> {
  const claimed = await db.get(sql<{ id: string }>`INSERT INTO order_ids (id, company_id) VALUES (${id}, ${companyId}) ON CONFLICT (id) DO NOTHING RETURNING id`);
  if (claimed) return 'claimed';
  const owner = await db.get(sql<{ company_id: number }>`SELECT company_id FROM order_ids WHERE id = ${id}`);
  return owner?.company_id === companyId ? 'ours' : 'theirs';
}

/** Whether this company ever used the id (a live order or a deleted one). */
export const usedOrderId = async (db: SqlDb, id: string, companyId: number): Promise<boolean> =>
  (await db.get(sql<{ id: string }>`SELECT id FROM order_ids WHERE id = ${id} AND company_id = ${companyId}`)) !== undefined;

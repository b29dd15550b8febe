// Labels made for orders are recorded on each order (label_printed_at, read as `labelPrinted`), under a new
// version so the sync carries it to every device (docs/sync.md, "Versions on PostgreSQL"). One conditional
// UPDATE, scoped to the caller's company, locks and marks the rows; an order deleted meanwhile simply is not
// among them, and an instance whose clock is behind never moves a later mark back. The version is taken as
// the transaction's last statement, after the rows' locks, as every order write does.
import { sql } from 'kysely';
import { commitVersionWith } from '../db/sql/versions';
import type { OrderCall } from './order-call';

/** Marks the caller's orders among `ids` printed at `call.now`; answers the ids it marked. */
export function recordLabelsPrinted(call: OrderCall, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return call.db.tx(async (tx) => {
    const marked = await tx.all(sql<{ id: string }>`
      UPDATE orders SET label_printed_at = ${call.now}
      WHERE company_id = ${call.companyId} AND id IN (${sql.join([...ids])})
        AND (label_printed_at IS NULL OR label_printed_at < ${call.now})
      RETURNING id`);
    const markedIds = marked.map((r) => r.id);
    if (markedIds.length === 0) return [];
    await commitVersionWith(tx, async (version) => {
      await tx.run(sql`UPDATE orders SET version = ${version} WHERE id IN (${sql.join(markedIds)})`);
    });
    return markedIds;
  });
}

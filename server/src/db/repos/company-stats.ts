// The numbers of the user stats card, all counted from the company's own rows.
import { sql } from 'kysely';
import { NOT_HANDED_OVER_STATUSES, type OrderStatusKey, type UserStats } from '../../../../src/contract';
import { balanceOf } from '../../billing/ledger';
import { toRoubles } from '../../pricing/money';
import type { SqlDb } from '../sql/sql-db';

/** All orders; those handed to a delivery service (past uploading / uploadingError, less cancelled
 *  ones); delivered ones. Counted per status over the (company_id, status_key) index. */
async function orderCounts(db: SqlDb, companyId: number) {
  const byStatus = await db.all(sql<{ status_key: OrderStatusKey; n: number }>`
    SELECT status_key, count(*) AS n FROM orders WHERE company_id = ${companyId} GROUP BY status_key`);
  const sum = (keep: (key: OrderStatusKey) => boolean) =>
    byStatus.reduce((total, { status_key, n }) => total + (keep(status_key) ? Number(n) : 0), 0);
  return {
    orders: sum(() => true),
    ordersTransferred: sum((key) => !NOT_HANDED_OVER_STATUSES.includes(key) && key !== 'deliveryCanceled'),
    ordersDelivered: sum((key) => key === 'delivered'),
  };
}

export async function companyStats(db: SqlDb, companyId: number): Promise<UserStats> {
  // Providers the company can ship with: enabled ones it has at least one connection to.
  const row = await db.get(sql<{ providers: number }>`
    SELECT count(DISTINCT c.provider_key) AS providers FROM connections c
    JOIN providers p ON p.key = c.provider_key AND p.enabled = 1 WHERE c.company_id = ${companyId}`);
  return {
    balanceMoney: toRoubles(await balanceOf(db, companyId, 'money')),
    calculations: await balanceOf(db, companyId, 'calculations'),
    providers: Number(row?.providers ?? 0),
    ...(await orderCounts(db, companyId)),
  };
}

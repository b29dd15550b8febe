// The numbers of the user stats card, all counted from the company's own rows.
import { NOT_HANDED_OVER_STATUSES, type OrderStatusKey, type UserStats } from '../../../../src/contract';
import type { Db } from '../db-type';
import { billingLedger } from '../../billing/ledger';
import { toRoubles } from '../../pricing/money';

/** All orders; those handed to a delivery service (past uploading / uploadingError, less cancelled
 *  ones); delivered ones. Counted per status over the (company_id, status_key) index. */
function orderCounts(db: Db, companyId: number) {
  const byStatus = db
    .prepare<[number], { status_key: OrderStatusKey; n: number }>(
      'SELECT status_key, count(*) AS n FROM orders WHERE company_id = ? GROUP BY status_key',
    )
    .all(companyId);
  const sum = (keep: (key: OrderStatusKey) => boolean) =>
    byStatus.reduce((total, { status_key, n }) => total + (keep(status_key) ? n : 0), 0);
  return {
    orders: sum(() => true),
    ordersTransferred: sum((key) => !NOT_HANDED_OVER_STATUSES.includes(key) && key !== 'deliveryCanceled'),
    ordersDelivered: sum((key) => key === 'delivered'),
  };
}

export function companyStats(db: Db, companyId: number): UserStats {
  const ledger = billingLedger(db);
  // Providers the company can ship with: enabled ones it has at least one connection to.
  const { providers } = db
    .prepare<[number], { providers: number }>(
      `SELECT count(DISTINCT c.provider_key) AS providers FROM connections c
       JOIN providers p ON p.key = c.provider_key AND p.enabled = 1 WHERE c.company_id = ?`,
    )
    .get(companyId) ?? { providers: 0 };
  return {
    balanceMoney: toRoubles(ledger.balance(companyId, 'money')),
    calculations: ledger.balance(companyId, 'calculations'),
    providers,
    ...orderCounts(db, companyId),
  };
}

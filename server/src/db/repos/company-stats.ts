// The numbers of the user stats card, all counted from the company's own rows.
import type { UserStats } from '../../../../src/contract';
import type { Db } from '../open';

/** Orders arrive with the orders issue; until the table exists the company has none. That issue
 *  replaces this function with counts over its table (all / handed to a provider / delivered). */
function orderCounts(_db: Db, _companyId: number) {
  return { orders: 0, ordersTransferred: 0, ordersDelivered: 0 };
}

export function companyStats(db: Db, companyId: number): UserStats {
  const company = db
    .prepare<[number], { balance_money: number; calculations: number }>(
      'SELECT balance_money, calculations FROM companies WHERE id = ?',
    )
    .get(companyId);
  // Providers the company can ship with: enabled ones it has at least one connection to.
  const { providers } = db
    .prepare<[number], { providers: number }>(
      `SELECT count(DISTINCT c.provider_key) AS providers FROM connections c
       JOIN providers p ON p.key = c.provider_key AND p.enabled = 1 WHERE c.company_id = ?`,
    )
    .get(companyId) ?? { providers: 0 };
  return {
    balanceMoney: company?.balance_money ?? 0,
    calculations: company?.calculations ?? 0,
    providers,
    ...orderCounts(db, companyId),
  };
}

// The two balances on this device: the newest synced operation's balance of each account (the ledger's own
// figure, docs/decisions/billing.md), or the stats of the last sync before any operation arrived. undefined
// while unknown.
import Dexie from 'dexie';
import type { BillingAccount } from '../../../contract';
import { db } from '../../../db/db';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';

const newest = (account: BillingAccount) =>
  db.operations.where('[account+version]').between([account, Dexie.minKey], [account, Dexie.maxKey]).last();

export type Balances = { money: number | undefined; calculations: number | undefined };

export function useBalances(): Balances | undefined {
  return useLiveQuery(async () => {
    const [money, calculations, stats] = await Promise.all([newest('money'), newest('calculations'), db.stats.get('current')]);
    return {
      money: money?.balanceAfter ?? stats?.stats.balanceMoney,
      calculations: calculations?.balanceAfter ?? stats?.stats.calculations,
    };
  }, []);
}

/** What the last orders were charged, newest first, in roubles. */
export function useRecentCharges(): number[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.operations.where('[account+version]').between(['money', Dexie.minKey], ['money', Dexie.maxKey]).reverse().limit(200).toArray();
    return rows.filter((r) => r.type === 'orderCharge').slice(0, 10).map((r) => -r.amount);
  }, []);
}

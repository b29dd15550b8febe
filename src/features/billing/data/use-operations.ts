// One account's operations on this device within the filter, newest first (ledger order: the version).
import type { BillingAccount } from '../../../contract';
import type { StoredRow } from '../../../db/schema';
import { db } from '../../../db/db';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { periodBounds, type OperationFilter } from '../lib/operation-filter';

export type OperationRow = StoredRow<'operations'>;

export function useOperations(account: BillingAccount, filter: OperationFilter): OperationRow[] | undefined {
  const { lower, upper } = periodBounds(filter);
  return useLiveQuery(async () => {
    const rows = await db.operations.where('[account+created]').between([account, lower], [account, upper], true, true).toArray();
    const kept = filter.type ? rows.filter((r) => r.type === filter.type) : rows;
    return kept.sort((a, b) => b.version - a.version);
  }, [account, lower, upper, filter.type]);
}

// The billing ledger (server/src/billing/ledger.ts) over a test server's database: a balance read, and a
// post in a transaction of its own, stamped as the server stamps its operations.
import { balanceOf, operationStamp, post, type Account, type NewOperation } from '../../server/src/billing/ledger';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { commitVersion } from '../../server/src/db/sql/versions';

export const ledgerOf = (db: SqlDb) => ({
  balance: (companyId: number, account: Account) => balanceOf(db, companyId, account),
  post: (op: NewOperation) => db.tx(async (tx) => {
    const row = await post(tx, op);
    await commitVersion(tx, [operationStamp(row)]);
    return row;
  }),
});

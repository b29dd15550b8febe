// The billing ledger (server/src/billing/ledger.ts) over a test server's SQLite handle: a balance read, and a
// post in a transaction of its own, stamped as the server stamps its operations.
import { balanceOf, operationStamp, post, type Account, type NewOperation } from '../../server/src/billing/ledger';
import type { Db } from '../../server/src/db/db-type';
import { layerOf } from '../../server/src/db/sql/layer-of';
import { commitVersion } from '../../server/src/db/sql/versions';

export const ledgerOf = (db: Db) => ({
  balance: (companyId: number, account: Account) => balanceOf(layerOf(db), companyId, account),
  post: (op: NewOperation) => layerOf(db).tx(async (tx) => {
    const row = await post(tx, op);
    await commitVersion(tx, [operationStamp(row)]);
    return row;
  }),
});

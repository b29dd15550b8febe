// Ends every sync cursor handed out so far to one company, for fault test 9 of docs/sync.md (demo mode only): its
// tombstones go and its horizon moves past the newest version, so each of its cursors answers 410 and
// the client pulls from scratch. A fresh version number is taken (as the transaction's last statement, like
// every write's: db/sql/versions.ts) so even a cursor equal to the newest expires. Other companies' clients
// are not touched.
import { sql } from 'kysely';
import { greater } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';
import { commitVersionWith } from '../db/sql/versions';

export function expireCompanyCursors(db: SqlDb, companyId: number): Promise<number> {
  return db.tx(async (tx) => {
    await tx.run(sql`DELETE FROM tombstones WHERE company_id = ${companyId}`);
    // An upsert that only ever raises the horizon: two switches at once leave the newer of their versions.
    return commitVersionWith(tx, (horizon) => tx.run(sql`
      INSERT INTO company_sync_horizon (company_id, version) VALUES (${companyId}, ${horizon})
      ON CONFLICT (company_id) DO UPDATE SET version = ${greater(tx.dialect, sql<number>`company_sync_horizon.version`, sql<number>`excluded.version`)}`)
      .then(() => undefined));
  });
}

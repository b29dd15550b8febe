// Ends every sync cursor handed out so far to one company, for fault test 9 of docs/sync.md (demo mode only): its
// tombstones go and its horizon moves past the newest version, so each of its cursors answers 410 and
// the client pulls from scratch. A fresh version number is taken so even a cursor equal to the newest
// expires. Other companies' clients are not touched.
import type { Db } from '../db/db-type';
import { nextVersion } from '../db/versioning';

export function expireCompanyCursors(db: Db, companyId: number): number {
  return db.transaction(() => {
    db.prepare('DELETE FROM tombstones WHERE company_id = ?').run(companyId);
    const horizon = nextVersion(db);
    db.prepare(
      `INSERT INTO company_sync_horizon (company_id, version) VALUES (?, ?)
       ON CONFLICT (company_id) DO UPDATE SET version = max(version, excluded.version)`,
    ).run(companyId, horizon);
    return horizon;
  })();
}

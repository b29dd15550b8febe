// Ends every sync cursor handed out so far, for SYNC.md test 9 (demo mode only): all tombstones go
// and the horizon moves past the newest version, so each existing cursor answers 410 and its client
// pulls from scratch. A fresh version number is taken so even a cursor equal to the newest expires.
import type { Db } from '../db/open';
import { nextVersion, purgeTombstones } from '../db/versioning';

export function expireAllCursors(db: Db): number {
  return db.transaction(() => {
    purgeTombstones(db, Number.MAX_SAFE_INTEGER);
    const horizon = nextVersion(db);
    db.prepare('UPDATE sync_horizon SET version = max(version, ?) WHERE id = 1').run(horizon);
    return horizon;
  })();
}

// The single database instance shared by the console (workers open their own with the same schema).
import { ParcelDb } from './schema';
import { forgetSharedAnswers } from '../lib/shared-live-query';

export const db = new ParcelDb();

/** Logout: remove every table of the user and start an empty store. After an expired session
 *  (040101) the unsent changes stay (docs/sync.md: nothing is lost to token expiry); they carry their
 *  user's id, and a different user's login drops them unsent (dropOtherUsersChanges). */
export async function wipeLocalStore({ keepUnsent = false } = {}): Promise<void> {
  forgetSharedAnswers();
  if (!keepUnsent) {
    await db.delete();
    await db.open();
    return;
  }
  const tables = db.tables.filter((table) => table.name !== 'outbox');
  await db.transaction('rw', tables, () => Promise.all(tables.map((table) => table.clear())));
}

/** At login: changes queued by someone else on this device are never sent, nor shown. */
export async function dropOtherUsersChanges(userId: number): Promise<void> {
  await db.outbox.filter((entry) => entry.userId !== userId).delete();
}

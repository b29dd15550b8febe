// The ways out of a 412 (docs/sync.md "Conflicts"): the user's edit again on the record as the server has it
// now (all of it, or merged field by field), or the server's record taken and the edit dropped.
import { db } from '../../db/db';
import { isSyncedRow, syncedTable, type SyncedRow } from '../../db/schema';
import { wordsTable, writeWords } from '../../db/search-words';
import type { OutboxEntry } from '../../db/outbox-entry';
import { changeFor } from '../../contract/changes';
import { requeueChange } from '../queue-change';
import { discardChange } from '../resolve-rejection';
import { shownFor } from './screen-additions';

/** The server's record a 412 brought, when it is one. */
export const conflictCurrent = (entry: OutboxEntry): SyncedRow | null =>
  (entry.error?.status === 412 && isSyncedRow(entry.error.current) ? entry.error.current : null);

/** Sends `body` again as the same change of the registry, held to the server's version now, with a new
 *  Idempotency-Key (the 412 is stored under the old one, and nothing was applied), and the changes that waited
 *  behind it with it. The record the server has now becomes the edit's base; the overlay keeps the screen's
 *  masks (screen-additions.ts). */
export async function sendOnTheirVersion(entry: OutboxEntry, body: Record<string, unknown>): Promise<void> {
  const current = conflictCurrent(entry);
  const change = changeFor(entry.request.method, entry.request.path);
  if (!current) throw new Error('not a version conflict');
  if (!change) throw new Error(`${entry.kind}: no registry entry for ${entry.request.method} ${entry.request.path}`);
  await requeueChange(entry, change.entry, { params: change.params, body: body as never, current: current as never, shown: shownFor(entry, body) });
}

/** Shows the server's record at once (unless a pull already brought a newer one), then drops the edit with
 *  whatever could only follow it. */
export async function takeTheirs(entry: OutboxEntry): Promise<void> {
  const current = conflictCurrent(entry);
  if (current) {
    const table = syncedTable(db, entry.collection);
    const words = wordsTable(db, entry.collection);
    await db.transaction('rw', [table, ...(words ? [words] : [])], async () => {
      const stored = (await table.get(current.id)) as SyncedRow | undefined;
      const row = { ...stored, ...current };
      if (!stored || stored.version < current.version) await Promise.all([table.put(row), ...writeWords(db, entry.collection, [row], [])]);
    });
  }
  await discardChange(entry);
}

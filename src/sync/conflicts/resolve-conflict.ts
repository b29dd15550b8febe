// The ways out of a 412 (docs/sync.md "Conflicts"): the user's edit again on the record as the server has it
// now (all of it, or merged field by field), or the server's record taken and the edit dropped.
import { db } from '../../db/db';
import { syncedTable, type SyncedRow } from '../../db/schema';
import { wordsTable, writeWords } from '../../db/search-words';
import type { OutboxEntry } from '../../db/outbox-entry';
import { kickSync } from '../sync-control';

type Row = Record<string, unknown> & { id: string; version: number };

const isRow = (value: unknown): value is Row =>
  !!value && typeof value === 'object' && typeof (value as Row).id === 'string' && typeof (value as Row).version === 'number';

/** The server's record a 412 brought, when it is one. */
export const conflictCurrent = (entry: OutboxEntry): Row | null => (entry.error?.status === 412 && isRow(entry.error.current) ? entry.error.current : null);

/** Sends `body` again, held to the server's version now, with a new Idempotency-Key (the 412 is stored under
 *  the old one, and nothing was applied). The record the server has now becomes the edit's base. */
export async function sendOnTheirVersion(entry: OutboxEntry, body: Record<string, unknown>): Promise<void> {
  const current = conflictCurrent(entry);
  if (!current) throw new Error('not a version conflict');
  await db.outbox.update(entry.seq!, {
    id: crypto.randomUUID(), state: 'queued', error: null, attempts: 0, nextAttemptAt: 0,
    baseVersion: current.version, base: current,
    request: { ...entry.request, body, ifMatch: current.version },
    payload: { op: 'upsert', fields: body },
  });
  kickSync();
}

/** Drops the edit and shows the server's record at once (unless a pull already brought a newer one). */
export async function takeTheirs(entry: OutboxEntry): Promise<void> {
  const current = conflictCurrent(entry);
  const table = syncedTable(db, entry.collection);
  const words = wordsTable(db, entry.collection);
  await db.transaction('rw', [db.outbox, table, ...(words ? [words] : [])], async () => {
    if (current) {
      const stored = (await table.get(current.id)) as Row | undefined;
      const row = { ...stored, ...current } as SyncedRow;
      if (!stored || stored.version < current.version) await Promise.all([table.put(row), ...writeWords(db, entry.collection, [row], [])]);
    }
    await db.outbox.delete(entry.seq!);
  });
}

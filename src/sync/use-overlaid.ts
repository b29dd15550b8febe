// Live reads of a synced collection with the user's queued changes laid over it. For the small
// collections (rules, connections, shops, warehouses) the whole table is read; orders have their own
// indexed list query (features/orders).
import { db } from '../db/db';
import type { RowCollection, RowTables, StoredRow } from '../db/schema';
import type { OutboxEntry } from '../db/outbox-entry';
import { overlayRow, overlayRows, type Overlaid } from './overlay';
import { useSignalledQuery } from './use-signalled-query';

export const outboxOf = (collection: RowCollection): Promise<OutboxEntry[]> =>
  db.outbox.where('lane').startsWith(`${collection}:`).sortBy('seq');

/** The collection's table, typed by its item (generic, so each caller gets its collection's rows). */
const tableOf = <C extends RowCollection>(collection: C): RowTables[C] => db[collection];

/** undefined while reading. Read again after each write to the table or the outbox (use-signalled-query.ts): a
 *  live query missed the sync worker's answer to a change sent right after it was queued (the outbox entry's
 *  delete landing while the screen's first read ran), and the row stayed "pending" until a reload. */
export function useOverlaidCollection<C extends RowCollection>(collection: C): Overlaid<StoredRow<C>>[] | undefined {
  return useSignalledQuery(
    async () => {
      const [rows, entries] = await Promise.all([tableOf(collection).toArray(), outboxOf(collection)]);
      return overlayRows(rows, entries);
    },
    [collection],
    [collection, 'outbox'],
  );
}

/** undefined while reading; null when there is no such row (or a queued delete hides it). Read again after
 *  each write to the table: a live query would wait out a running pull of the table (use-signalled-query.ts). */
export function useOverlaidRow<C extends RowCollection>(collection: C, id: string): Overlaid<StoredRow<C>> | null | undefined {
  return useSignalledQuery(
    async () => {
      const [row, entries] = await Promise.all([
        tableOf(collection).get(id),
        db.outbox.where('lane').equals(`${collection}:${id}`).sortBy('seq'),
      ]);
      return overlayRow(row, id, entries);
    },
    [collection, id],
    [collection, 'outbox'],
  );
}

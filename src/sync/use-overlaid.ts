// Live reads of a synced collection with the user's queued changes laid over it. For the small
// collections (rules, connections, shops, warehouses) the whole table is read; orders have their own
// indexed list query (features/orders).
import { useLiveQuery } from '../lib/hooks/use-live-query';
import { db } from '../db/db';
import type { RowCollection, RowTables, StoredRow } from '../db/schema';
import type { OutboxEntry } from '../db/outbox-entry';
import { overlayRow, overlayRows, type Overlaid } from './overlay';
import { useSignalledQuery } from './use-signalled-query';

export const outboxOf = (collection: RowCollection): Promise<OutboxEntry[]> =>
  db.outbox.where('lane').startsWith(`${collection}:`).sortBy('seq');

/** The collection's table, typed by its item (generic, so each caller gets its collection's rows). */
const tableOf = <C extends RowCollection>(collection: C): RowTables[C] => db[collection];

/** undefined while reading. */
export function useOverlaidCollection<C extends RowCollection>(collection: C): Overlaid<StoredRow<C>>[] | undefined {
  return useLiveQuery(async () => {
    const [rows, entries] = await Promise.all([tableOf(collection).toArray(), outboxOf(collection)]);
    return overlayRows(rows, entries);
  }, [collection]);
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

// Reads only the orders the virtual list draws (a window of ids), again after each write to the orders, with
// queued changes applied; a new answer re-renders the rows as a transition (a pull changes them batch after
// batch).
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { useSignalledQuery } from '../../../sync/use-signalled-query';
import type { OrderRow } from './order-row';
import { overlayStoredOrders } from './read-order-rows';

export function useOrderRows(ids: string[], entries: OutboxEntry[]): Map<string, OrderRow> | undefined {
  return useSignalledQuery(
    async () => {
      const rows = overlayStoredOrders(ids, await db.orders.bulkGet(ids), entries);
      return new Map(rows.map((row) => [row.id, row]));
    },
    [ids.join(','), entries],
    ['orders'],
    { keepPrevious: true },
  );
}

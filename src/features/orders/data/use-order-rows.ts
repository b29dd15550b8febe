// Reads only the orders the virtual list draws (a window of ids), live, with queued changes applied; a new
// answer re-renders the rows as a transition (a pull changes them batch after batch).
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { useLiveQueryInTransition } from '../../../lib/hooks/use-live-query-in-transition';
import type { OrderRow } from './order-row';
import { overlayStoredOrders } from './read-order-rows';

export function useOrderRows(ids: string[], entries: OutboxEntry[]): Map<string, OrderRow> | undefined {
  return useLiveQueryInTransition(async () => {
    const rows = overlayStoredOrders(ids, await db.orders.bulkGet(ids), entries);
    return new Map(rows.map((row) => [row.id, row]));
  }, [ids.join(','), entries]);
}

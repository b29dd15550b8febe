// Reads only the orders the virtual list draws (a window of ids), again after each write to the orders, with
// queued changes applied; a new answer re-renders the rows as a transition (a pull changes them batch after
// batch).
import { useRef } from 'react';
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { useSignalledQuery } from '../../../sync/use-signalled-query';
import type { OrderRow } from './order-row';
import { overlayStoredOrders } from './read-order-rows';
import { reuseUnchanged } from '../../../lib/reuse-unchanged';

export function useOrderRows(ids: string[], entries: OutboxEntry[]): Map<string, OrderRow> | undefined {
  // Unchanged rows keep their object, so the table's memoized rows skip them when the window moves or a
  // pull writes other orders.
  const last = useRef<Map<string, OrderRow>>(undefined);
  return useSignalledQuery(
    async () => {
      last.current = reuseUnchanged(last.current, overlayStoredOrders(ids, await db.orders.bulkGet(ids), entries));
      return last.current;
    },
    [ids.join(','), entries],
    ['orders'],
    { keepPrevious: true, isSame: sameRows },
  );
}

/** Every row the same object (reuseUnchanged kept it): nothing to draw again. */
const sameRows = (a: Map<string, OrderRow>, b: Map<string, OrderRow>): boolean =>
  a.size === b.size && [...b].every(([id, row]) => a.get(id) === row);

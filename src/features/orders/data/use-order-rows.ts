// Reads only the orders the virtual list draws (a window of ids), live, with queued changes applied.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { overlayRow } from '../../../sync/overlay';
import type { OrderRow } from './order-row';

export function useOrderRows(ids: string[], entries: OutboxEntry[]): Map<string, OrderRow> | undefined {
  return useLiveQuery(async () => {
    const stored = await db.orders.bulkGet(ids);
    const rows = new Map<string, OrderRow>();
    ids.forEach((id, i) => {
      const lane = entries.filter((e) => e.entityId === id);
      const row = lane.length ? overlayRow<OrderRow>(stored[i] as OrderRow | undefined, id, lane) : stored[i] ? ({ ...stored[i], _pending: [], _rejected: [] } as unknown as OrderRow) : null;
      if (row) rows.set(id, row);
    });
    return rows;
  }, [ids.join(','), entries]);
}

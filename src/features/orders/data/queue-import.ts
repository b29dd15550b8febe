// Queues the checked rows of an import (docs/decisions/orders.md "Orders in bulk"): one order create per row
// through the change registry, with the order id and Idempotency-Key the file gave the row, a batch of rows
// in one transaction, so a batch is queued whole or not at all. A row whose order the device holds by now
// (a second import running, another tab) is skipped inside that transaction, never queued twice.
import type { ImportRow } from '../../../../workers/orders/check-rows';
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import { db } from '../../../db/db';
import { heldOrderIds } from '../../../db/held-order-ids';
import { queueChange } from '../../../sync/queue-change';
import { kickSync } from '../../../sync/sync-control';

/** Rows a transaction. Each commit makes the list behind the dialog read every queued change again: 1,000
 *  rows took 5.6 s in batches of 200 and 1.1 s in one (docs/decisions/orders.md "Orders in bulk"). */
export const IMPORT_BATCH = 1000;

export type QueuedImport = { queued: number; skipped: number };

async function queueBatch(rows: ImportRow[]): Promise<QueuedImport> {
  return db.transaction('rw', db.orders, db.outbox, async () => {
    const held = await heldOrderIds(db, rows.map((r) => r.id));
    const fresh = rows.filter((r) => !held.has(r.id));
    // Issued together, not one after another: IndexedDB keeps their order (seq) within the transaction, and
    // a batch costs no main-thread turn per row while the list behind redraws.
    await Promise.all(fresh.map((row) =>
      queueChange(ORDER_CHANGES.create, { params: {}, entityId: row.id, body: row.body, key: row.key, wake: false, title: row.body.order.clientNumber })));
    return { queued: fresh.length, skipped: rows.length - fresh.length };
  });
}

export async function queueImport(rows: ImportRow[], onProgress: (done: number, total: number) => void): Promise<QueuedImport> {
  const total: QueuedImport = { queued: 0, skipped: 0 };
  for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
    onProgress(start, rows.length);
    const batch = await queueBatch(rows.slice(start, start + IMPORT_BATCH));
    total.queued += batch.queued;
    total.skipped += batch.skipped;
  }
  onProgress(rows.length, rows.length);
  // Woken once, after the last commit: a wake per entry started a send round per entry, whose writes held up
  // the next batch (1,000 rows took 48 s so, docs/decisions/orders.md "Orders in bulk").
  kickSync();
  return total;
}

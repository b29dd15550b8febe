// Lays queued changes over the server's rows (see src/db/schema.ts): what a screen shows is the
// server's state plus what the user did since. Rejected changes are not applied (the optimistic state
// undoes itself) but stay attached to their row so the screen can say why.
import type { OutboxEntry } from '../db/outbox-entry';

export type Overlaid<T> = T & {
  /** Queued changes of this row, oldest first: the row shows a "pending" badge. */
  _pending: OutboxEntry[];
  /** Changes the server refused: the row shows the reason, with retry and discard. */
  _rejected: OutboxEntry[];
};

type Row = { id: string };

const decorate = <T extends Row>(row: T): Overlaid<T> => ({ ...row, _pending: [], _rejected: [] });

/** One row with its lane's entries applied; null when a queued delete hides it. */
export function overlayRow<T extends Row>(row: T | undefined, id: string, entries: readonly OutboxEntry[]): Overlaid<T> | null {
  let current: Overlaid<T> | null = row ? decorate(row) : null;
  let removed = false;
  for (const entry of entries) {
    if (entry.entityId !== id) continue;
    if (entry.state === 'rejected') {
      // A rejected create has no row to attach to: the rejected-changes panel shows it.
      current?._rejected.push(entry);
      continue;
    }
    if (entry.payload.op === 'none') {
      current?._pending.push(entry);
      continue;
    }
    if (entry.payload.op === 'remove') removed = true;
    else current = { ...(current ?? decorate({ id } as T)), ...entry.payload.fields, id } as Overlaid<T>;
    current?._pending.push(entry);
  }
  return removed ? null : current;
}

/** A list with every queued change applied: new rows first (newest first), deleted rows gone. */
export function overlayRows<T extends Row>(rows: readonly T[], entries: readonly OutboxEntry[]): Overlaid<T>[] {
  const byEntity = new Map<string, OutboxEntry[]>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    byEntity.set(entry.entityId, [...(byEntity.get(entry.entityId) ?? []), entry]);
  }
  const known = new Set(rows.map((r) => r.id));
  const created: Overlaid<T>[] = [];
  for (const [id, lane] of byEntity) {
    if (known.has(id)) continue;
    const row = overlayRow<T>(undefined, id, lane);
    if (row && row._pending.length) created.unshift(row);
  }
  const result: Overlaid<T>[] = [...created];
  for (const row of rows) {
    const lane = byEntity.get(row.id);
    const shown = lane ? overlayRow(row, row.id, lane) : decorate(row);
    if (shown) result.push(shown);
  }
  return result;
}

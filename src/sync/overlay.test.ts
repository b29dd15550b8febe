import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OverlayOp } from '../db/outbox-entry';
import { overlayRow, overlayRows } from './overlay';

let seq = 0;
const entry = (entityId: string, payload: OverlayOp, state: OutboxEntry['state'] = 'queued'): OutboxEntry => ({
  seq: ++seq, id: `e${seq}`, userId: 1, lane: `shops:${entityId}`, collection: 'shops', entityId, kind: 'shop.test',
  payload, request: { method: 'PUT', path: '/x' }, baseVersion: 1, attempts: 0, nextAttemptAt: 0, state,
  error: state === 'rejected' ? { status: 400, message: 'bad' } : null, createdAt: 0,
});
const rows = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }];

describe('overlay of queued changes', () => {
  it('shows a queued create first, marked pending', () => {
    const result = overlayRows(rows, [entry('n', { op: 'upsert', fields: { name: 'New' } })]);
    expect(result.map((r) => r.id)).toEqual(['n', 'a', 'b']);
    expect(result[0]._pending).toHaveLength(1);
    expect(result[1]._pending).toHaveLength(0);
  });

  it('applies edits in queue order and hides a queued delete', () => {
    const result = overlayRows(rows, [
      entry('a', { op: 'upsert', fields: { name: 'A1' } }),
      entry('a', { op: 'upsert', fields: { name: 'A2' } }),
      entry('b', { op: 'remove' }),
    ]);
    expect(result.map((r) => [r.id, r.name])).toEqual([['a', 'A2']]);
  });

  it('does not apply a rejected change but keeps it on the row', () => {
    const row = overlayRow(rows[0], 'a', [entry('a', { op: 'upsert', fields: { name: 'Bad' } }, 'rejected')]);
    expect(row?.name).toBe('A');
    expect(row?._rejected).toHaveLength(1);
    expect(row?._pending).toHaveLength(0);
  });

  it('leaves out a rejected create (the rejected-changes panel shows it)', () => {
    expect(overlayRows(rows, [entry('n', { op: 'upsert', fields: { name: 'N' } }, 'rejected')]).map((r) => r.id)).toEqual(['a', 'b']);
  });
});

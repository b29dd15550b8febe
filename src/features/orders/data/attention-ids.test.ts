import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_KEYS } from '../../../contract/constants';
import { db } from '../../../db/db';
import { ATTENTION_REASONS, matchesAttention, stuckAfterFrom, type AttentionContext } from '../lib/attention';
import { attentionIds } from './attention-ids';

// The app's one store is shared with the other test files of this worker (vite.config.ts: isolate false):
// emptied, never deleted.
afterAll(() => db.orders.clear());

const now = Date.parse('2026-11-29T12:00:00.000Z');
const PROVIDERS = ['cdek', 'dpd', 'boxberry'];

/** Orders of every service and status, entered into it from 0 to 200 hours ago (a made-up, repeatable spread). */
function someOrders(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `o${i}`, version: 1, created: new Date(now - i * 60_000).toISOString(),
    order: { providerKey: PROVIDERS[i % PROVIDERS.length] },
    status: { key: ORDER_STATUS_KEYS[(i * 7) % ORDER_STATUS_KEYS.length], created: new Date(now - ((i * 7919) % 200) * 3600_000 - (i % 5) * 1000).toISOString() },
  }));
}

describe('orders needing attention, read from the store\'s indexes', () => {
  it('are exactly the orders the per-order rule picks, for every reason and for any', async () => {
    const orders = someOrders(600);
    await db.orders.bulkPut(orders as never);
    // dpd is quick at everything (p90 24 hours over 30 orders); the others fall back to 72 hours.
    const dpd = ORDER_STATUS_KEYS.map((statusKey) => ({ providerKey: 'dpd', statusKey, count: 30, medianHours: 12, p90Hours: 24, stuckNow: 0 }));
    const context: AttentionContext = { now, refusedIds: new Set(['o3', 'o10', 'not-stored']), stuckAfter: stuckAfterFrom(dpd) };
    for (const filter of [...ATTENTION_REASONS, 'any'] as const) {
      const expected = orders.filter((row) => matchesAttention(row, filter, context)).map((row) => row.id).sort();
      expect([...await attentionIds(filter, context)].sort(), filter).toEqual(expected);
      expect(expected.length, `${filter} has cases`).toBeGreaterThan(0);
    }
  });
});

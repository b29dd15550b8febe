// Ids of point uploads sort as they were made, also within one millisecond (server/src/lib/ordered-id.ts).
import { describe, expect, it } from 'vitest';
import { orderedId } from '../../server/src/lib/ordered-id';

describe('orderedId', () => {
  it('is a UUID of version 7 that sorts in the order made, within one millisecond and past its counter', () => {
    const at = Date.now();
    const ids = Array.from({ length: 5000 }, () => orderedId(at));
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The time it holds is the time given, or later when ids were made ahead of it (this process's last).
    expect(parseInt(ids[0]!.replaceAll('-', '').slice(0, 12), 16)).toBeGreaterThanOrEqual(at);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // A clock that steps back keeps the order too.
    expect(orderedId(1_600_000_000_000) > ids.at(-1)!).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { resolveWithRetry } from './resolve-with-retry';

describe('resolveWithRetry', () => {
  it('returns as soon as the lookup finds the title', async () => {
    let calls = 0;
    const lookup = async () => (++calls >= 3 ? 'СДЭК' : undefined);
    await expect(resolveWithRetry(lookup, 'cdek', { intervalMs: 1 })).resolves.toBe('СДЭК');
    expect(calls).toBe(3);
  });

  it('gives up after 10 retries at 100 ms and shows the key', async () => {
    vi.useFakeTimers();
    const lookup = vi.fn(async () => undefined);
    const result = resolveWithRetry(lookup, 'cdek');
    await vi.advanceTimersByTimeAsync(999);
    expect(lookup).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('cdek');
    expect(lookup).toHaveBeenCalledTimes(11);
    vi.useRealTimers();
  });
});

import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, nextAttemptAt } from './backoff';

describe('nextAttemptAt', () => {
  it('doubles the ceiling with each attempt, up to the cap', () => {
    const top = () => 1; // the highest jitter
    expect(nextAttemptAt(1, 0, 0, top)).toBe(1000);
    expect(nextAttemptAt(2, 0, 0, top)).toBe(2000);
    expect(nextAttemptAt(4, 0, 0, top)).toBe(8000);
    expect(nextAttemptAt(30, 0, 0, top)).toBe(BACKOFF_CAP_MS);
  });

  it('spreads devices with full jitter', () => {
    expect(nextAttemptAt(3, 100, 0, () => 0.5)).toBe(100 + 2000);
    expect(nextAttemptAt(3, 100, 0, () => 0.1)).toBe(100 + 500); // the floor
  });

  it('never comes before Retry-After', () => {
    expect(nextAttemptAt(1, 0, 60_000, () => 1)).toBe(60_000);
  });
});

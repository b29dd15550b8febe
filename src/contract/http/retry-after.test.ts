import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryAfterMs } from './retry-after';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('5', NOW)).toBe(5000);
    expect(retryAfterMs(new Date(NOW + 7000).toUTCString(), NOW)).toBe(7000);
    expect(retryAfterMs(new Date(NOW - 7000).toUTCString(), NOW)).toBe(0);
  });
  it('says nothing when the header is missing or unreadable', () => {
    expect(retryAfterMs(null, NOW)).toBeUndefined();
    expect(retryAfterMs('', NOW)).toBeUndefined();
    expect(retryAfterMs('soon', NOW)).toBeUndefined();
  });
});

describe('isRetryableStatus', () => {
  it('retries every 5xx', () => {
    for (const status of [500, 502, 503, 504, 599]) expect(isRetryableStatus(status, false)).toBe(true);
  });
  it('retries a 429 only when it says when', () => {
    expect(isRetryableStatus(429, true)).toBe(true);
    expect(isRetryableStatus(429, false)).toBe(false);
  });
  it('does not retry what would answer the same', () => {
    for (const status of [200, 400, 401, 403, 404, 408, 409, 422]) expect(isRetryableStatus(status, true)).toBe(false);
  });
});

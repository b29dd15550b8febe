import { describe, expect, it, vi } from 'vitest';

// Workbox reads the worker's global as it loads.
vi.stubGlobal('self', globalThis);
const { rangeKey, singleRange } = await import('./map-ranges');

describe('archive ranges', () => {
  it('keeps only single closed byte ranges', () => {
    expect(singleRange('bytes=0-16383')).toEqual({ from: 0, to: 16383 });
    expect(singleRange(' bytes=127-2047 ')).toEqual({ from: 127, to: 2047 });
    for (const value of [null, '', 'bytes=0-', 'bytes=-500', 'bytes=0-1,5-9', 'items=0-1']) expect(singleRange(value), String(value)).toBeNull();
  });

  it('keys each range of an archive apart, keeping its own query', () => {
    const one = rangeKey('https://tiles.example.org/russia.pmtiles?v=3', { from: 0, to: 16383 });
    expect(one).toBe('https://tiles.example.org/russia.pmtiles?v=3&__range=0-16383');
    expect(rangeKey('https://tiles.example.org/russia.pmtiles', { from: 16384, to: 20000 })).not.toBe(one);
  });
});

import { describe, expect, it } from 'vitest';
import { baseMapVerdict, NO_SIGNALS } from './map-base-verdict';

const v = (s: Partial<typeof NO_SIGNALS>) => baseMapVerdict({ ...NO_SIGNALS, ...s });

describe('baseMapVerdict', () => {
  it('waits for the style, and gives up on it after an error or the timeout', () => {
    expect(v({})).toBe('wait');
    expect(v({ styleFailed: true })).toBe('own');
    expect(v({ timedOut: true })).toBe('own');
  });

  it('keeps the base map once one tile arrived (offline, from the cache)', () => {
    expect(v({ styleLoaded: true, requested: 12, loaded: 1, errors: 11, idle: true })).toBe('ok');
  });

  it('falls back when tiles were asked for and none came (errors, silent 404s, hanging requests)', () => {
    expect(v({ styleLoaded: true, requested: 6, errors: 6 })).toBe('wait');
    expect(v({ styleLoaded: true, requested: 6, errors: 6, idle: true })).toBe('own');
    expect(v({ styleLoaded: true, requested: 6, idle: true })).toBe('own');
    expect(v({ styleLoaded: true, requested: 6, timedOut: true })).toBe('own');
    expect(v({ styleLoaded: true, errors: 1, timedOut: true })).toBe('own');
  });

  it('waits past the short wait while the server answers (a slow device still drawing), not past the long one', () => {
    expect(v({ answered: true, timedOut: true })).toBe('wait');
    expect(v({ answered: true, timedOut: true, gaveUp: true })).toBe('own');
    expect(v({ styleLoaded: true, requested: 6, answered: true, timedOut: true })).toBe('wait');
    expect(v({ styleLoaded: true, requested: 6, answered: true, timedOut: true, gaveUp: true })).toBe('own');
    expect(v({ styleLoaded: true, requested: 6, answered: true, idle: true })).toBe('own');
  });

  it('accepts a style that needs no tiles here', () => {
    expect(v({ styleLoaded: true, idle: true })).toBe('ok');
    expect(v({ styleLoaded: true, timedOut: true })).toBe('wait');
  });
});

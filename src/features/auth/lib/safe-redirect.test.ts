import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a deep link with its query', () => {
    expect(safeRedirectPath('/orders/12/details?tab=log')).toBe('/orders/12/details?tab=log');
  });
  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'orders', '', undefined, 42, '/login?redirect=/x'])(
    'falls back for %j',
    (target) => expect(safeRedirectPath(target)).toBe('/'),
  );
});

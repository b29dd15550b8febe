import { describe, expect, it } from 'vitest';
import { canAccess } from './roles';

describe('canAccess', () => {
  it('lets admin open every route', () => {
    expect(canAccess(['api.order.info'], ['admin'])).toBe(true);
  });
  it('opens a route without roles to everyone', () => {
    expect(canAccess(undefined, ['api.order.info'])).toBe(true);
    expect(canAccess([], ['someone'])).toBe(true);
  });
  it('needs one of the listed roles otherwise', () => {
    expect(canAccess(['admin', 'api.order.info'], ['api.order.info'])).toBe(true);
    expect(canAccess(['admin'], ['api.order.info'])).toBe(false);
  });
});

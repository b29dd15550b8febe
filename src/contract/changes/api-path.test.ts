import { describe, expect, test } from 'vitest';
import { apiPath } from './api-path';

describe('apiPath', () => {
  const cancel = apiPath('/v1/app/orders/{id}/cancel');

  test('builds a path with each parameter encoded, and matches it back to the same parameters', () => {
    const path = cancel.build({ id: 'a/b c' });
    expect(path).toBe('/v1/app/orders/a%2Fb%20c/cancel');
    expect(cancel.match(path)).toEqual({ id: 'a/b c' });
  });

  test('matches no other path: a prefix, a longer path, another action', () => {
    expect(cancel.match('/v1/app/orders/1')).toBeNull();
    expect(cancel.match('/v1/app/orders/1/cancel/now')).toBeNull();
    expect(cancel.match('/v1/app/orders/1/resend')).toBeNull();
    expect(cancel.match('/v1/app/orders//cancel')).toBeNull();
  });

  test('several parameters, and a template with none', () => {
    const integration = apiPath('/v1/app/modules/retailcrm/settings/{settingsId}/integrations/{id}');
    expect(integration.match(integration.build({ settingsId: 's1', id: 'i.2' }))).toEqual({ settingsId: 's1', id: 'i.2' });
    const list = apiPath('/v1/app/shops');
    expect(list.build({})).toBe('/v1/app/shops');
    expect(list.match('/v1/app/shops')).toEqual({});
    expect(list.match('/v1/app/shopsX')).toBeNull();
  });

  test('a malformed escape in a sent path matches nothing instead of throwing', () => {
    expect(cancel.match('/v1/app/orders/%E0%A4%A/cancel')).toBeNull();
  });

  test('the template below a router prefix, as the server registers it', () => {
    expect(cancel.relativeTo('/v1/app/orders')).toBe('/{id}/cancel');
    expect(apiPath('/v1/app/orders').relativeTo('/v1/app/orders')).toBe('/');
    expect(() => cancel.relativeTo('/v1/app/shops')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { buildTrail } from './build-trail';

const title = (id: string): MessageDescriptor => ({ id });
const routes: Record<string, { title: MessageDescriptor }> = {
  '/providers/': { title: title('Providers') },
  '/providers/$providerKey/connections/list': { title: title('Connections') },
  '/orders/': { title: title('Orders') },
  '/orders/$id/details': { title: title('Order details') },
};

describe('buildTrail', () => {
  it('puts the provider between the list and the connections', () => {
    const trail = buildTrail('/providers/$providerKey/connections/list', { providerKey: 'cdek' }, (p) => routes[p]);
    expect(trail).toEqual([
      { kind: 'route', title: title('Providers'), to: '/providers' },
      { kind: 'item', param: 'providerKey', value: 'cdek', to: '/providers/cdek' },
      { kind: 'route', title: title('Connections'), to: '/providers/cdek/connections/list' },
    ]);
  });

  it('names the order between the list and its details', () => {
    const trail = buildTrail('/orders/$id/details', { id: '42' }, (p) => routes[p]);
    expect(trail.map((c) => (c.kind === 'route' ? c.title.id : c.value))).toEqual(['Orders', '42', 'Order details']);
  });

  it('names no item for a page that makes one', () => {
    const trail = buildTrail('/modules/$settingsId/integrations/$integrationId/edit', { settingsId: 's1', integrationId: 'new' }, (p) => routes[p]);
    expect(trail.map((c) => (c.kind === 'route' ? c.title.id : c.value))).toEqual(['s1']);
  });
});

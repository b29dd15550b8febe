import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { buildTrail, type Crumb } from './build-trail';

const title = (id: string): MessageDescriptor => ({ id });
// The route table as the router names it: index routes end in a slash, `[index]` routes in /index.
const routes: Record<string, { title: MessageDescriptor; newTitle?: MessageDescriptor; parent?: string }> = {
  '/dashboard': { title: title('Dashboard') },
  '/providers/': { title: title('Providers') },
  '/providers/$providerKey/connections/list': { title: title('Connections') },
  '/providers/$providerKey/connections/$id/edit': { title: title('Edit connection') },
  '/orders/': { title: title('Orders') },
  '/orders/create': { title: title('Create order') },
  '/orders/$id/details': { title: title('Order details') },
  '/orders/$id/edit': { title: title('Edit order') },
  '/points/list': { title: title('Points') },
  '/points/$id/details': { title: title('Point details') },
  '/modules/index': { title: title('Modules') },
  '/modules/retailcrm/list': { title: title('RetailCRM') },
  '/modules/retailcrm/$settingsId/edit': { title: title('Edit RetailCRM settings') },
  '/modules/retailcrm/$settingsId/integrations/$integrationId/edit': { title: title('Edit integration'), newTitle: title('New integration') },
  '/marketplaces/index': { title: title('Marketplaces') },
  '/marketplaces/wildberries/list': { title: title('Wildberries') },
  '/billing/money': { title: title('Money account') },
  '/invoices/$invoiceId/status': { title: title('Payment status'), parent: '/billing/money' },
};
const lookup = (p: string) => routes[p];
const names = (trail: Crumb[]) => trail.map((c) => (c.kind === 'route' ? c.title.id : `<${c.parent}:${c.value}>`));

describe('buildTrail', () => {
  it('puts the provider between the list and the connections', () => {
    const trail = buildTrail('/providers/$providerKey/connections/list', { providerKey: 'cdek' }, lookup);
    expect(trail).toEqual([
      { kind: 'route', title: title('Providers'), to: '/providers' },
      { kind: 'item', param: 'providerKey', value: 'cdek', parent: 'providers' },
      { kind: 'route', title: title('Connections'), to: '/providers/cdek/connections/list' },
    ]);
  });

  it('names the order between the list and its details, and links it from its edit page', () => {
    expect(names(buildTrail('/orders/$id/details', { id: '42' }, lookup))).toEqual(['Orders', '<orders:42>', 'Order details']);
    const edit = buildTrail('/orders/$id/edit', { id: '42' }, lookup);
    expect(edit[1]).toMatchObject({ kind: 'item', to: '/orders/42/details' });
    // On its own details page the record's crumb leads nowhere new.
    expect(buildTrail('/orders/$id/details', { id: '42' }, lookup)[1]).not.toHaveProperty('to');
  });

  it('keeps the section a page sits in when the section has only a start page (index, list)', () => {
    expect(names(buildTrail('/modules/retailcrm/list', {}, lookup))).toEqual(['Modules', 'RetailCRM']);
    expect(names(buildTrail('/marketplaces/wildberries/list', {}, lookup))).toEqual(['Marketplaces', 'Wildberries']);
    expect(names(buildTrail('/points/$id/details', { id: 'p1' }, lookup))).toEqual(['Points', '<points:p1>', 'Point details']);
    expect(buildTrail('/modules/index', {}, lookup)).toEqual([{ kind: 'route', title: title('Modules'), to: '/modules/index' }]);
  });

  it("puts a page under the parent it names when its path does not say (an invoice is the money account's)", () => {
    const trail = buildTrail('/invoices/$invoiceId/status', { invoiceId: 'i1' }, lookup);
    expect(names(trail)).toEqual(['Money account', '<invoices:i1>', 'Payment status']);
    expect(trail[0]).toMatchObject({ to: '/billing/money' });
  });

  it('names no item for a page that makes one, and links the account to its page', () => {
    const trail = buildTrail('/modules/retailcrm/$settingsId/integrations/$integrationId/edit', { settingsId: 's1', integrationId: 'new' }, lookup);
    expect(names(trail)).toEqual(['Modules', 'RetailCRM', '<retailcrm:s1>', 'New integration']);
    expect(trail[2]).toMatchObject({ to: '/modules/retailcrm/s1/edit' });
    const saved = buildTrail('/modules/retailcrm/$settingsId/integrations/$integrationId/edit', { settingsId: 's1', integrationId: 'i1' }, lookup);
    expect(names(saved)).toEqual(['Modules', 'RetailCRM', '<retailcrm:s1>', '<integrations:i1>', 'Edit integration']);
  });
});

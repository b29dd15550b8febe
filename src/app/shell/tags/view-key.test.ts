import { describe, expect, it } from 'vitest';
import { paramsOf, viewKeyOf } from './view-key';

describe('view keys', () => {
  it("makes a record's pages one view", () => {
    expect(viewKeyOf('/orders/$id/details', '/orders/42/details')).toBe('/orders/42');
    expect(viewKeyOf('/orders/$id/edit', '/orders/42/edit')).toBe('/orders/42');
    expect(viewKeyOf('/invoices/$invoiceId/status', '/invoices/i1/status')).toBe('/invoices/i1');
    expect(viewKeyOf('/modules/retailcrm/$settingsId/integrations/$integrationId/edit', '/modules/retailcrm/s1/integrations/i1/edit'))
      .toBe('/modules/retailcrm/s1/integrations/i1');
  });

  it('keeps any other page a view of its own', () => {
    expect(viewKeyOf('/orders/', '/orders/')).toBe('/orders/');
    expect(viewKeyOf('/providers/$providerKey/connections/list', '/providers/cdek/connections/list')).toBe('/providers/cdek/connections/list');
    expect(viewKeyOf('/providers/$providerKey/connections/create', '/providers/cdek/connections/create')).toBe('/providers/cdek/connections/create');
    // A page that makes a record is not the record's.
    expect(viewKeyOf('/modules/retailcrm/$settingsId/integrations/$integrationId/edit', '/modules/retailcrm/s1/integrations/new/edit'))
      .toBe('/modules/retailcrm/s1/integrations/new/edit');
  });

  it('reads the params of a path by its pattern', () => {
    expect(paramsOf('/providers/$providerKey/connections/$id/edit', '/providers/cdek/connections/c%201/edit')).toEqual({ providerKey: 'cdek', id: 'c 1' });
    expect(paramsOf('/orders/', '/orders/')).toEqual({});
  });
});

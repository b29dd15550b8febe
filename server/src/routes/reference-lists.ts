// Reference lists loaded at start (docs/api.md): providers, platforms, statuses, tariffs (under both of
// the product's paths) and connection forms. A valid token is enough; texts follow Accept-Language.
import { z } from 'zod';
import { ORDER_STATUS_KEYS, connectSchema, platform, provider, status, tariff } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { listPage } from '../db/sql/list-page';
import * as lists from '../db/repos/reference-lists';
import { ORDER_STATUS_TEXTS } from '../data/order-statuses';
import { addListRoute, pageArray } from './list-kit';
import { createRouter } from './route-kit';

const tags = ['lists'];

/** Mounted at /v1, since the product puts tariffs and points under both /v1/app/list and /v1/lists. */
export function referenceListRoutes({ db, auth }: RouteDeps) {
  const r = createRouter();

  addListRoute(r, auth, {
    path: '/app/list/providers', tags, summary: 'Delivery services; filter e.g. enabled=1', item: provider,
    fields: lists.providerFields,
    load: async (c, where, paging) => {
      const page = await listPage<lists.ProviderRow>(db, lists.providersSource, where, paging);
      return { total: page.total, items: page.rows.map((row) => lists.toProvider(row, c.get('lang'))) };
    },
  });

  addListRoute(r, auth, {
    path: '/app/list/platforms', tags, summary: 'Shop platforms and marketplaces', item: platform,
    fields: lists.platformFields,
    load: async (c, where, paging) => {
      const page = await listPage<lists.PlatformRow>(db, lists.platformsSource, where, paging);
      return { total: page.total, items: page.rows.map((row) => lists.toPlatform(row, c.get('lang'))) };
    },
  });

  addListRoute(r, auth, {
    path: '/app/list/statuses', tags, summary: 'The 19 order status keys with names', item: status,
    fields: { key: { column: 'key', type: 'string' } },
    load: (c, _where, paging, _query, conditions) => {
      const all = ORDER_STATUS_KEYS.map((key) => ({ key, ...ORDER_STATUS_TEXTS[key][c.get('lang')] }));
      return pageArray(all, conditions, paging);
    },
  });

  for (const path of ['/app/list/tariffs', '/lists/tariffs']) {
    addListRoute(r, auth, {
      path, tags, summary: 'Tariffs of the delivery services; filter e.g. providerKey=cdek', item: tariff,
      fields: lists.tariffFields,
      load: async (c, where, paging) => {
        const page = await listPage<lists.TariffRow>(db, lists.tariffsSource, where, paging);
        return { total: page.total, items: page.rows.map((row) => lists.toTariff(row, c.get('lang'))) };
      },
    });
  }

  addListRoute(r, auth, {
    path: '/app/connections/schemas', tags: ['connections'], summary: 'Connection form per delivery service',
    item: connectSchema, fields: lists.connectSchemaFields,
    extraQuery: { providerKey: z.string().max(100).optional() },
    load: async (c, where, paging, query) => {
      const byKey = query.providerKey ? [{ sql: 's.provider_key = ?', params: [query.providerKey] }] : [];
      const page = await listPage<lists.ConnectSchemaRow>(db, lists.connectSchemasSource, [...byKey, ...where], paging);
      return { total: page.total, items: page.rows.map((row) => lists.toConnectSchema(row, c.get('lang'))) };
    },
  });

  return r;
}

// Every screen of the console, read from the generated route tree, so a new route is checked without
// anyone remembering to list it. Params get real ids of the demo world.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';

const TREE = resolve(import.meta.dirname, '../../../src/routeTree.gen.ts');
// Routes that only redirect somewhere else: checked where they land.
const REDIRECTS = new Set(['/', '/auth-redirect', '/redirect/$']);

/** Full paths by whether they live in the protected shell (their route is `_app`'s child) or are public. */
export function routePaths(): { app: string[]; public: string[] } {
  const source = readFileSync(TREE, 'utf8');
  const body = source.match(/export interface FileRoutesByFullPath \{([^}]*)\}/)?.[1] ?? '';
  const routes = [...body.matchAll(/^\s*'([^']+)': typeof (\w+)/gm)].map((m) => ({ path: m[1]!, route: m[2]! }))
    .filter(({ path }) => !REDIRECTS.has(path));
  return {
    app: routes.filter((r) => r.route.startsWith('App')).map((r) => r.path),
    public: routes.filter((r) => !r.route.startsWith('App')).map((r) => r.path),
  };
}

async function first(request: APIRequestContext, token: string, collection: string): Promise<Record<string, string>> {
  const res = await request.get(`/v1/app/sync/${collection}?limit=1`, { headers: { Authorization: token } });
  const item = (await res.json()).items[0];
  if (!item) throw new Error(`the demo world has no ${collection}`);
  return item;
}

/** The demo company's module settings and integrations of a kind (RetailCRM and Yandex Market have one each). */
async function ofKind(request: APIRequestContext, token: string, kind: string): Promise<Record<string, string>> {
  const items = async (collection: string) =>
    ((await (await request.get(`/v1/app/sync/${collection}?limit=100`, { headers: { Authorization: token } })).json()).items as Array<Record<string, string>>);
  const [settings, integrations] = await Promise.all([items('modules'), items('integrations')]);
  const setting = settings.find((item) => item.kind === kind);
  const integration = integrations.find((item) => item.settingsId === setting?.id);
  return { settingsId: setting?.id ?? '1', integrationId: integration?.id ?? 'new' };
}

/** Fills a route's params with ids the demo company has; a kind it has none of takes a new item's page. */
export async function realPaths(request: APIRequestContext, token: string, paths: string[]): Promise<string[]> {
  const [order, rule, connection, shop, warehouse, point] = await Promise.all(
    ['orders', 'rules', 'connections', 'shops', 'warehouses', 'points'].map((c) => first(request, token, c)));
  const [retailcrm, yamarket, wildberries] = await Promise.all(['retailcrm', 'yamarket', 'wildberries'].map((kind) => ofKind(request, token, kind)));
  const byPrefix: Array<[RegExp, Record<string, string>]> = [
    [/^\/orders\//, { id: order!.id! }],
    [/^\/editors\/tariff\/rules\//, { id: rule!.id! }],
    [/^\/providers\//, { providerKey: connection!.providerKey!, id: connection!.id! }],
    [/^\/shops\//, { idShop: shop!.id!, idsShop: shop!.id! }],
    [/^\/warehouses\//, { id: warehouse!.id!, ids: warehouse!.id! }],
    [/^\/points\//, { id: point!.id! }],
    [/^\/modules\/retailcrm\//, retailcrm!],
    [/^\/marketplaces\/yamarket\//, yamarket!],
    [/^\/marketplaces\/wildberries\//, wildberries!],
  ];
  return paths.map((path) => {
    const params = byPrefix.find(([re]) => re.test(path))?.[1] ?? {};
    return path.replace(/\$(\w+)/g, (_, name: string) => params[name] ?? '1').replace(/(.)\/$/, '$1');
  });
}

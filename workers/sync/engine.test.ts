import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParcelDb } from '../../src/db/schema';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../../src/contract/constants';
import { SyncEngine } from './engine';
import { RULE_SCHEMA_PATH } from './rule-schema-pull';

const STATUS_LAG_PATH = '/v1/app/analytics/status-lag';

let n = 0;
const engines: SyncEngine[] = [];
afterEach(() => {
  engines.splice(0).forEach((engine) => engine.stop());
  vi.unstubAllGlobals();
});

/** An API where every reference list is empty and every collection has two empty pages: what the engine
 *  asks for is all this test looks at ("orders" for a first page, "orders 2" for the second). */
function recordingApi(paths: string[] = []): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : input);
    paths.push(url.pathname);
    const sync = url.pathname.startsWith('/v1/app/sync/');
    const second = url.searchParams.get('cursor') === '1.1';
    if (sync) asked.push(`${url.pathname.slice('/v1/app/sync/'.length)}${second ? ' 2' : ''}`);
    const body = sync ? { items: [], deleted: [], cursor: second ? '2.1' : '1.1', hasMore: !second, total: 0 } : { total: 0, items: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

const pulled = (asked: string[]) => [...asked].sort();
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** An engine on a new store whose app shell is cached already. */
function engineWithShellCached() {
  const db = new ParcelDb(`engine-test-${++n}`);
  const engine = new SyncEngine(db, 'http://api.test', db, Promise.resolve());
  engines.push(engine);
  return { db, engine };
}

/** The name of the first service in the stored providers list: the language the list was stored in. */
const firstProviderName = async (db: ParcelDb) => ((await db.lists.get('providers'))?.items as Array<{ name: string }> | undefined)?.[0]?.name;

/** An engine on the recording API whose app shell is not cached yet; `shellCached` says it is. */
function engineBeforeShellCached() {
  const asked = recordingApi();
  let shellCached: () => void = () => undefined;
  const db = new ParcelDb(`engine-test-${++n}`);
  const engine = new SyncEngine(db, 'http://api.test', db, new Promise<void>((resolve) => (shellCached = resolve)));
  engines.push(engine);
  return { asked, engine, shellCached: () => shellCached() };
}

describe('SyncEngine and the service worker install', () => {
  it('pulls the small collections and the first page of orders at once, the rest only once the app shell is cached', async () => {
    const { asked, engine, shellCached } = engineBeforeShellCached();

    await engine.setSession({ token: 't', userId: 1, lang: 'ru', roles: [ROLE_ADMIN] });
    await vi.waitFor(() => expect(pulled(asked)).toContain('rules 2'));
    await settle();
    const small = [
      'connections', 'connections 2', 'integrations', 'integrations 2', 'invoices', 'invoices 2', 'modules', 'modules 2',
      'packages', 'packages 2', 'rules', 'rules 2', 'shops', 'shops 2', 'warehouses', 'warehouses 2',
    ];
    expect(pulled(asked)).toEqual([...small, 'orders'].sort());

    shellCached();
    await vi.waitFor(() => expect(pulled(asked)).toEqual([...small, 'operations', 'operations 2', 'orders', 'orders 2', 'points', 'points 2'].sort()));
  });

  it('holds nothing once the shell is cached', async () => {
    const asked = recordingApi();
    const { engine } = engineWithShellCached();

    await engine.setSession({ token: 't', userId: 1, lang: 'ru', roles: [ROLE_ADMIN] });
    // Every page of every collection, the bulk ones past their first page too.
    await vi.waitFor(() => expect(pulled(asked)).toContain('points 2'));
    expect(pulled(asked)).toContain('orders 2');
  });
});

describe('SyncEngine while a new version takes over', () => {
  it('stops a pull at its next page and starts nothing until the hold ends, then carries on from the cursor', async () => {
    const { asked, engine, shellCached } = engineBeforeShellCached();
    await engine.setSession({ token: 't', userId: 1, lang: 'ru', roles: [ROLE_ADMIN] });
    await vi.waitFor(() => expect(asked).toContain('rules 2'));
    await settle();

    // The orders' pull waits after its first page; held meanwhile, it must not ask for the second.
    const held = engine.hold(600);
    shellCached();
    await held;
    await engine.pullAll();
    await settle();
    expect(asked).not.toContain('orders 2');
    expect(asked.filter((a) => a === 'shops')).toHaveLength(1);

    // Generous: the unit suite shares two cores with PostgreSQL clusters starting for the server's tests.
    await vi.waitFor(() => expect(asked).toContain('orders 2'), { timeout: 10_000 });
    expect(asked.filter((a) => a === 'shops')).toHaveLength(2);
  });
});

describe('SyncEngine and the UI language', () => {
  /** An API whose providers list names cdek in the language asked, and whose `held` path (with its language, or
   *  without for any) hangs until `release`; every call is recorded with its language. */
  function languageApi(held = '/v1/app/sync/orders') {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const answersHeld = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const lang = request.headers.get('Accept-Language');
      asked.push(`${url.pathname} ${lang}`);
      const sync = url.pathname.startsWith('/v1/app/sync/');
      if (`${url.pathname} ${lang}` === held || url.pathname === held) await answersHeld;
      const name = lang === 'en' ? 'CDEK' : 'СДЭК';
      const body = sync ? { items: [], deleted: [], cursor: '1.1', hasMore: false, total: 0 }
        : url.pathname === '/v1/app/list/providers' ? { total: 1, items: [{ key: 'cdek', name, description: '', enabled: true }] }
        : { total: 0, items: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    return { asked, release: () => release() };
  }

  it('a switch of language sweeps the reference lists again in it at once, and pulls no collection again', async () => {
    const { asked, release } = languageApi();
    const { db, engine } = engineWithShellCached();
    const stored = () => firstProviderName(db);

    await engine.setSession({ token: 't', userId: 1, lang: 'ru', roles: [ROLE_ADMIN] });
    await vi.waitFor(async () => expect(await stored()).toBe('СДЭК'));
    await vi.waitFor(() => expect(asked).toContain('/v1/app/sync/orders ru'));
    const before = asked.length;

    // The first pull still waits for the orders: the lists do not wait for it.
    await engine.setSession({ token: 't', userId: 1, lang: 'en', roles: [ROLE_ADMIN] });
    await vi.waitFor(async () => expect(await stored()).toBe('CDEK'));
    release();
    await settle();
    const after = asked.slice(before);
    expect(after).toContain('/v1/app/list/providers en');
    expect(after.filter((a) => !a.startsWith('/v1/app/sync/') && !a.endsWith(' en'))).toEqual([]);
    // What the first pull had left (the bulk collections after the orders) is all that was pulled.
    expect(after.filter((a) => a.startsWith('/v1/app/sync/')).every((a) => /\/sync\/(operations|points) /.test(a))).toBe(true);
  });

  it('a sweep in the old language still running is left behind: its late answers are not stored', async () => {
    const { release } = languageApi('/v1/app/list/providers ru');
    const { db, engine } = engineWithShellCached();
    const stored = () => firstProviderName(db);

    await engine.setSession({ token: 't', userId: 1, lang: 'ru', roles: [ROLE_ADMIN] });
    await settle();
    expect(await stored()).toBeUndefined();
    await engine.setSession({ token: 't', userId: 1, lang: 'en', roles: [ROLE_ADMIN] });
    await vi.waitFor(async () => expect(await stored()).toBe('CDEK'));
    release();
    await settle();
    expect(await stored()).toBe('CDEK');
  });

  it('a list written back in another language (by a worker that outlived its page) is swept again at the next pull', async () => {
    languageApi('none');
    const { db, engine } = engineWithShellCached();
    const stored = () => firstProviderName(db);
    await engine.setSession({ token: 't', userId: 1, lang: 'en', roles: [ROLE_ADMIN] });
    await vi.waitFor(async () => expect(await stored()).toBe('CDEK'));
    await settle();

    await db.lists.put({ name: 'providers', items: [{ key: 'cdek', name: 'СДЭК', description: '', enabled: true }], syncedAt: 1, lang: 'ru' });
    await engine.pullAll();
    expect(await stored()).toBe('CDEK');
  });
});

describe('SyncEngine and the roles', () => {
  it("asks an operator for the orders' data and the points only: no collection or schema the role would be refused", async () => {
    const paths: string[] = [];
    const asked = recordingApi(paths);
    const { engine } = engineWithShellCached();

    await engine.setSession({ token: 't', userId: 2, lang: 'ru', roles: [ROLE_ORDER_INFO] });
    await vi.waitFor(() => expect(pulled(asked)).toContain('points 2'));
    await settle();
    expect(pulled(asked)).toEqual(['orders', 'orders 2', 'packages', 'packages 2', 'points', 'points 2', 'shops', 'shops 2', 'warehouses', 'warehouses 2']);
    expect(paths).not.toContain(RULE_SCHEMA_PATH);
    // The reference lists are everyone's; the status lag is the orders' readers' (status-lag-pull.ts).
    expect(paths).toContain('/v1/app/list/statuses');
    expect(paths).toContain(STATUS_LAG_PATH);
    // A pull asked for by name (after a change) asks only for what the role may read too.
    await engine.pullAll(['rules', 'orders']);
    expect(asked.filter((a) => a.startsWith('rules'))).toEqual([]);
  });

  it('does not ask a user who may not read orders for the status lag', async () => {
    const paths: string[] = [];
    recordingApi(paths);
    const { engine } = engineWithShellCached();
    await engine.setSession({ token: 't', userId: 3, lang: 'ru', roles: ['api.calculator'] });
    await vi.waitFor(() => expect(paths).toContain('/v1/app/list/statuses'));
    await settle();
    expect(paths).not.toContain(STATUS_LAG_PATH);
  });

  it('asks admin for the rule schema', async () => {
    const paths: string[] = [];
    recordingApi(paths);
    const { engine } = engineWithShellCached();
    await engine.setSession({ token: 't', userId: 1, lang: 'ru', roles: [ROLE_ADMIN] });
    await vi.waitFor(() => expect(paths).toContain(RULE_SCHEMA_PATH));
  });
});

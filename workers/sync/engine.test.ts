import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParcelDb } from '../../src/db/schema';
import { SyncEngine } from './engine';

let n = 0;
const engines: SyncEngine[] = [];
afterEach(() => {
  engines.splice(0).forEach((engine) => engine.stop());
  vi.unstubAllGlobals();
});

/** An API where every reference list is empty and every collection is forbidden (skipped at once): what
 *  the engine asks for is all this test looks at. */
function recordingApi(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    asked.push(path);
    const forbidden = path.startsWith('/v1/app/sync/');
    const body = forbidden ? { code: '040301', message: 'Forbidden' } : { total: 0, items: [] };
    return new Response(JSON.stringify(body), { status: forbidden ? 403 : 200, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

const pulled = (asked: string[]) => asked.filter((p) => p.startsWith('/v1/app/sync/')).map((p) => p.slice('/v1/app/sync/'.length));
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('SyncEngine and the service worker install', () => {
  it('pulls the small collections at once and orders and points only once the app shell is cached', async () => {
    const asked = recordingApi();
    let shellCached: () => void = () => undefined;
    const db = new ParcelDb(`engine-test-${++n}`);
    const engine = new SyncEngine(db, 'http://api.test', db, new Promise<void>((resolve) => (shellCached = resolve)));
    engines.push(engine);

    await engine.setSession({ token: 't', userId: 1, lang: 'ru' });
    await vi.waitFor(() => expect(pulled(asked)).toContain('rules'));
    await vi.waitFor(async () => expect((await db.syncStatus.get('current'))?.pulling).toBeNull());
    await settle();
    expect(pulled(asked)).toEqual(['shops', 'warehouses', 'connections', 'rules']);

    shellCached();
    await vi.waitFor(() => expect(pulled(asked)).toEqual(['shops', 'warehouses', 'connections', 'rules', 'orders', 'points']));
  });

  it('does not hold later pulls once the shell was cached', async () => {
    const asked = recordingApi();
    const db = new ParcelDb(`engine-test-${++n}`);
    const engine = new SyncEngine(db, 'http://api.test', db, Promise.resolve());
    engines.push(engine);

    await engine.setSession({ token: 't', userId: 1, lang: 'ru' });
    await vi.waitFor(() => expect(pulled(asked)).toContain('points'));
    asked.length = 0;
    await engine.pullAll(['points']);
    expect(pulled(asked)).toEqual(['points']);
  });
});

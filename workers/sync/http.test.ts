import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WireTarget } from '../../src/contract/http';
import { REFERENCE_LISTS } from '../../src/db/reference-lists';
import { CollectionForbiddenError, fetchListPage, fetchSyncPage, LoginNeededError, sendChange } from './http';
import { CursorExpiredError } from './pull';

const target: WireTarget = { baseUrl: 'http://api.test', token: () => 'tok', lang: () => 'en' };
const sent: Array<{ url: string; headers: Headers }> = [];

/** The network answers every call with `response`. */
function answer(response: () => Response): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url: String(url), headers: new Headers(init.headers) });
    return response();
  });
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () => Response.json(body, { status, headers });
const portal = () => new Response('<html>Wi-Fi login</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe('sendChange', () => {
  it('sends the change with its Idempotency-Key and the wire headers, and hands the answer back raw', async () => {
    answer(json(429, { code: '042901', message: 'Too many' }, { 'Retry-After': '30', 'Idempotent-Replayed': 'true' }));
    const got = await sendChange(target)({ method: 'POST', path: '/v1/app/shops', body: { name: 'A' } }, 'key-1');
    expect(got).toMatchObject({ kind: 'http', status: 429, body: { code: '042901' }, retryAfter: '30', replayed: true });
    expect(sent[0].url).toBe('http://api.test/v1/app/shops');
    expect([sent[0].headers.get('Idempotency-Key'), sent[0].headers.get('Authorization'), sent[0].headers.get('Accept-Language')]).toEqual(['key-1', 'tok', 'en']);
  });

  it('says "network" when nothing answered', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendChange(target)({ method: 'DELETE', path: '/v1/app/shops/1' }, 'key-2')).toMatchObject({ kind: 'network' });
  });
});

describe('fetchListPage', () => {
  const providers = fetchListPage(target)(REFERENCE_LISTS[0]);

  it('asks the page with the list filter and returns the list envelope', async () => {
    answer(json(200, { total: 1, items: [{ key: 'cdek' }] }));
    await expect(providers(1, 100)).resolves.toEqual({ total: 1, items: [{ key: 'cdek' }] });
    expect(sent[0].url).toBe('http://api.test/v1/app/list/providers?page=1&limit=100&filter=enabled=1');
  });

  it('needs a login on 401 and on 040101 whatever the status', async () => {
    answer(json(401, { code: '040101', message: 'invalidSecurityKey' }));
    await expect(providers(1, 100)).rejects.toBeInstanceOf(LoginNeededError);
    answer(json(200, { code: '040101', message: 'invalidSecurityKey' }));
    await expect(providers(1, 100)).rejects.toBeInstanceOf(LoginNeededError);
  });

  it('fails on a portal page or another status', async () => {
    answer(portal);
    await expect(providers(1, 100)).rejects.toThrow('/v1/app/list/providers: HTTP 200');
    answer(json(500, { code: '050001', message: 'Internal error' }));
    await expect(providers(1, 100)).rejects.toThrow('/v1/app/list/providers: HTTP 500');
  });
});

describe('fetchSyncPage refusals', () => {
  const shops = () => fetchSyncPage(target)('shops', { cursor: '1.1', ahead: 0, limit: 100 });

  it('turns each refusal into the error the engine acts on', async () => {
    answer(json(410, { code: '041001', message: 'cursor expired' }));
    await expect(shops()).rejects.toBeInstanceOf(CursorExpiredError);
    answer(json(401, { code: '040101', message: 'invalidSecurityKey' }));
    await expect(shops()).rejects.toBeInstanceOf(LoginNeededError);
    answer(json(403, { code: '040301', message: 'forbidden' }));
    await expect(shops()).rejects.toBeInstanceOf(CollectionForbiddenError);
    answer(portal);
    await expect(shops()).rejects.toThrow('sync shops: HTTP 200 (text/html)');
    expect(sent[0].url).toBe('http://api.test/v1/app/sync/shops?cursor=1.1&limit=100');
    expect(sent[0].headers.get('Authorization')).toBe('tok');
  });
});

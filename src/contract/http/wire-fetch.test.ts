import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWireFetch, HTTP_TIMEOUT_MS, wireHeaders } from './wire-fetch';

type Sent = { url: string; method: string; headers: Headers; body: unknown };

/** Stands in for the network: records what ofetch sends and answers with `answer`. */
function network(answer: () => Response | Promise<Response> = () => Response.json({ ok: true })): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url: String(url), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    return answer();
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('wireHeaders', () => {
  it('carries Accept-Language always and Authorization only with a token', () => {
    expect(wireHeaders({ token: () => 'tok', lang: () => 'en' })).toEqual({ 'Accept-Language': 'en', Authorization: 'tok' });
    expect(wireHeaders({ token: () => undefined, lang: () => 'ru' })).toEqual({ 'Accept-Language': 'ru' });
  });
});

describe('createWireFetch', () => {
  it('sends to the base URL with the token and language of the moment of sending', async () => {
    const sent = network();
    let token: string | null = 'first';
    let lang = 'ru';
    const http = createWireFetch({ baseUrl: 'http://api.test', token: () => token, lang: () => lang });
    await http('/v1/app/user/info');
    token = null;
    lang = 'en';
    await http('/v1/app/user/info', { query: { page: 2 } });
    expect(sent.map((s) => s.url)).toEqual(['http://api.test/v1/app/user/info', 'http://api.test/v1/app/user/info?page=2']);
    expect([sent[0].headers.get('Authorization'), sent[0].headers.get('Accept-Language')]).toEqual(['first', 'ru']);
    expect([sent[1].headers.has('Authorization'), sent[1].headers.get('Accept-Language')]).toEqual([false, 'en']);
  });

  it('keeps the headers a call sets, its own winning over the wire ones', async () => {
    const sent = network();
    const http = createWireFetch({ baseUrl: '', token: () => 'tok', lang: () => 'ru' });
    await http('http://api.test/v1/app/shops', { method: 'POST', body: { name: 'A' }, headers: { 'Idempotency-Key': 'k1', 'Accept-Language': 'en' } });
    expect(sent[0].headers.get('Idempotency-Key')).toBe('k1');
    expect(sent[0].headers.get('Accept-Language')).toBe('en');
    expect(sent[0].headers.get('Authorization')).toBe('tok');
  });

  it('sends an object body as JSON', async () => {
    const sent = network();
    await createWireFetch({ baseUrl: 'http://api.test', token: () => null, lang: () => 'ru' })('/x', { method: 'PUT', body: { a: 1 } });
    expect(sent[0].body).toBe('{"a":1}');
    expect(sent[0].headers.get('Content-Type')).toBe('application/json');
  });

  it('asks once: a failed GET is not retried behind the caller', async () => {
    const sent = network(() => Response.json({ code: '050001', message: 'Internal error' }, { status: 503 }));
    const http = createWireFetch({ baseUrl: 'http://api.test', token: () => null, lang: () => 'ru' });
    await expect(http('/v1/app/shops')).rejects.toMatchObject({ status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('gives up after 60 s without an answer', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
    }));
    const call = createWireFetch({ baseUrl: 'http://api.test', token: () => null, lang: () => 'ru' })('/slow');
    let settled = false;
    call.catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).rejects.toThrow(/TimeoutError/);
  });
});

// The connection check of RetailCRM and Yandex Market settings (docs/decisions/modules.md "Connection check"):
// outside demo mode the service's own call answers, RetailCRM only at its own hosts over https and without
// following redirects; in demo mode a plainly wrong key is refused and nothing is called. The calls take the
// form's values, or the stored secrets of the caller's own setting of that kind, and refuse anything else with
// 400 or 403, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_CHECK_PATHS, MODULE_PATHS, connectionCheckAnswer } from '../../src/contract';
import { checkRetailCrm, checkYamarket, plainlyWrongKey, type CheckEnv } from '../../server/src/modules/connection-check';
import { SETTINGS_BODIES } from './module-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

type Seen = { url: string; init: RequestInit | undefined };

/** A service that answers `status` and `body`, noting what it was asked. */
function service(status: number, body: unknown, seen: Seen[] = []): CheckEnv {
  const answer: typeof fetch = async (url, init) => {
    seen.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { demo: false, fetch: answer, timeoutMs: 1000 };
}
const down: CheckEnv = { demo: false, fetch: async () => { throw new TypeError('fetch failed'); } };
const KEY = 'Xk29sLq0PzR7vN3mB8tY';

describe('the checks themselves', () => {
  it('calls a plainly wrong key one no service gave', () => {
    for (const key of ['short', 'has spaces in the key!!', 'aaaaaaaaaaaaaaaaaaaa', 'my-wrong-api-key-123456', 'TEST-0123456789abcdef', 'ключ-по-русски-1234567']) {
      expect(plainlyWrongKey(key), key).toBe(true);
    }
    for (const key of [KEY, 'demo-rcrm-9Fq2LxV7pT4mK8sN1bW3', 'y0_demo-AgAAAAB3kPqRAAx1YwAAAAEQ7Ks', 'ACMA:2f9Qx:b7Lk0pE3']) {
      expect(plainlyWrongKey(key), key).toBe(false);
    }
  });

  it('RetailCRM: asks /api/credentials with the key, follows no redirect; its answer decides', async () => {
    const seen: Seen[] = [];
    expect(await checkRetailCrm({ url: 'https://shop.retailcrm.ru/', apiKey: KEY }, service(200, { success: true, credentials: [] }, seen)))
      .toEqual({ ok: true, text: 'checkRetailCrmOk' });
    expect(seen[0]!.url).toBe('https://shop.retailcrm.ru/api/credentials');
    expect(seen[0]!.init).toMatchObject({ redirect: 'manual', headers: { 'X-API-KEY': KEY } });
    expect(await checkRetailCrm({ url: 'https://shop.retailcrm.ru', apiKey: KEY }, service(403, { success: false, errorMsg: 'Wrong apiKey value' })))
      .toEqual({ ok: false, text: 'checkKeyRefused' });
    expect(await checkRetailCrm({ url: 'https://shop.simla.com', apiKey: KEY }, service(200, { success: false }))).toMatchObject({ ok: false, text: 'checkKeyRefused' });
    expect(await checkRetailCrm({ url: 'https://shop.retailcrm.ru', apiKey: KEY }, service(302, null))).toMatchObject({ ok: false, text: 'checkUnreachable' });
    expect(await checkRetailCrm({ url: 'https://shop.retailcrm.ru', apiKey: KEY }, service(502, 'not json'))).toMatchObject({ ok: false, text: 'checkUnreachable' });
    expect(await checkRetailCrm({ url: 'https://shop.retailcrm.ru', apiKey: KEY }, down)).toMatchObject({ ok: false, text: 'checkUnreachable' });
  });

  it('RetailCRM: calls no host but its own, over https', async () => {
    const seen: Seen[] = [];
    for (const url of ['http://shop.retailcrm.ru', 'https://127.0.0.1', 'https://localhost:8080', 'https://retailcrm.ru.evil.example', 'https://evilretailcrm.ru']) {
      expect(await checkRetailCrm({ url, apiKey: KEY }, service(200, { success: true }, seen)), url).toEqual({ ok: false, text: 'checkRetailCrmHost' });
    }
    expect(seen).toEqual([]);
  });

  it('Yandex Market: asks for the campaign with the key; 200 takes, 401/403 refuse, 404 knows no campaign', async () => {
    const seen: Seen[] = [];
    const input = { campaignId: 21938475, token: KEY, authToken: KEY };
    expect(await checkYamarket(input, service(200, { campaign: { id: 21938475 } }, seen))).toEqual({ ok: true, text: 'checkYamarketOk' });
    expect(seen[0]).toMatchObject({ url: 'https://api.partner.market.yandex.ru/campaigns/21938475', init: { headers: { 'Api-Key': KEY } } });
    expect(await checkYamarket(input, service(401, {}))).toMatchObject({ ok: false, text: 'checkKeyRefused' });
    expect(await checkYamarket(input, service(404, {}))).toMatchObject({ ok: false, text: 'checkCampaignNotFound' });
    expect(await checkYamarket(input, service(500, {}))).toMatchObject({ ok: false, text: 'checkUnreachable' });
    expect(await checkYamarket(input, down)).toMatchObject({ ok: false, text: 'checkUnreachable' });
  });

  it('in demo mode calls nothing: a plainly wrong key is refused, a likely one taken', async () => {
    const seen: Seen[] = [];
    const demo = { ...service(500, {}, seen), demo: true };
    expect(await checkRetailCrm({ url: 'https://shop.retailcrm.ru', apiKey: KEY }, demo)).toEqual({ ok: true, text: 'checkDemoOk' });
    expect(await checkRetailCrm({ url: 'http://localhost', apiKey: 'wrong' }, demo)).toEqual({ ok: false, text: 'checkDemoRefused' });
    expect(await checkYamarket({ campaignId: 1, token: KEY, authToken: 'bad' }, demo)).toEqual({ ok: false, text: 'checkDemoRefused' });
    expect(seen).toEqual([]);
  });
});

describe('the calls', () => {
  let t: TestApp;
  let other: string;
  const admin = 'admin-token';
  const seeded = async (kind: string) => ((await t.database.get("SELECT id FROM module_settings WHERE company_id = 1 AND kind = ?", kind)) as { id: string }).id;
  const retailcrm = CONNECTION_CHECK_PATHS.retailcrm;
  const yamarket = CONNECTION_CHECK_PATHS.yamarket;

  beforeAll(async () => {
    t = await createTestApp();
    other = await t.login(OTHER);
  }, 60_000);
  afterAll(() => t.close());

  it('checks the stored key of the caller\'s setting, or the one typed; a wrong one is the finding, not an error', async () => {
    const stored = await t.call('POST', retailcrm, { token: admin, body: { settingsId: (await seeded('retailcrm')), url: 'https://demo-shop.retailcrm.ru', apiKey: '••••1bW3' } });
    expect(stored.status).toBe(200);
    expect(connectionCheckAnswer.parse(stored.body)).toEqual({ ok: true, message: expect.stringMatching(/^Демо-режим: ключ похож на настоящий/) });
    const typed = await t.call('POST', retailcrm, { token: admin, body: { url: 'https://shop.retailcrm.ru', apiKey: 'wrong-key' }, lang: 'en' });
    expect(typed).toMatchObject({ status: 200, body: { ok: false, message: expect.stringMatching(/^Demo mode: the key is plainly wrong/) } });
    const market = await t.call('POST', yamarket, { token: admin, body: { settingsId: (await seeded('yamarket')), campaignId: 21938475 } });
    expect(market.body.ok).toBe(true);
    const marketWrong = await t.call('POST', yamarket, { token: admin, body: { settingsId: (await seeded('yamarket')), campaignId: 21938475, token: 'test' } });
    expect(marketWrong.body.ok).toBe(false);
  });

  it('refuses without a key to check, another company\'s or kind\'s setting, an unknown one, an operator, and any odd body', async () => {
    const none = await t.call('POST', retailcrm, { token: admin, body: { url: 'https://shop.retailcrm.ru' } });
    expect(none).toMatchObject({ status: 400, body: { errors: [{ field: 'apiKey' }] } });
    const own = await t.call('POST', MODULE_PATHS.yamarket, { token: other, body: { ...SETTINGS_BODIES.yamarket, id: crypto.randomUUID() } });
    expect(own.status).toBe(200);
    for (const [path, body] of [
      [yamarket, { settingsId: own.body.id, campaignId: 1 }],
      [retailcrm, { settingsId: (await seeded('yamarket')), url: 'https://shop.retailcrm.ru' }],
      [yamarket, { settingsId: crypto.randomUUID(), campaignId: 1 }],
    ] as const) {
      expect((await t.call('POST', path, { token: admin, body })).status, JSON.stringify(body)).toBe(403);
    }
    expect((await t.call('POST', retailcrm, { token: 'api.order.info-token', body: { url: 'https://shop.retailcrm.ru', apiKey: KEY } })).status).toBe(403);
    expect((await t.call('POST', retailcrm, { body: { url: 'https://shop.retailcrm.ru', apiKey: KEY } })).status).toBe(401);
    for (const body of [null, [], 'text', { url: 'not a url', apiKey: KEY }, { url: 'https://shop.retailcrm.ru', apiKey: 7 },
      { url: 'https://shop.retailcrm.ru', apiKey: 'k'.repeat(501) }, { url: 'https://shop.retailcrm.ru', settingsId: '' }]) {
      const res = await t.call('POST', retailcrm, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ campaignId: -1, token: KEY, authToken: KEY }, { campaignId: 1.5, token: KEY, authToken: KEY }, { token: KEY, authToken: KEY }]) {
      expect((await t.call('POST', yamarket, { token: admin, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.call('POST', retailcrm, { token: admin, rawBody: '{"url":' })).status).toBe(400);
  });
});

describe('outside demo mode', () => {
  it('calls no host but RetailCRM\'s own', async () => {
    const t = await createTestApp({ demo: false });
    try {
      const token = await (async () => {
        await t.addAccount('checker@example.ru');
        return t.login('checker@example.ru');
      })();
      const res = await t.call('POST', CONNECTION_CHECK_PATHS.retailcrm, { token, body: { url: 'http://127.0.0.1:8350', apiKey: KEY }, lang: 'en' });
      expect(res).toMatchObject({ status: 200, body: { ok: false, message: expect.stringMatching(/^The check calls RetailCRM's own addresses only/) } });
    } finally {
      t.close();
    }
  }, 60_000);
});

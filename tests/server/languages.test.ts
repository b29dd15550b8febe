// Texts follow Accept-Language (docs/api.md "Language"): delivery services and platforms are named in the
// caller's language, and an API token's machine client gets English unless it asks otherwise
// (docs/decisions/api-tokens.md "Language").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/src/db/seed';
import { ADMIN_TOKEN } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const names = async (path: string, lang?: string) => {
  const res = await t.call('GET', path, { token: ADMIN_TOKEN, lang });
  return new Map((res.body.items as Array<{ key: string; name: string }>).map((i) => [i.key, i.name]));
};

describe('reference lists name things in the caller\'s language', () => {
  it('delivery services: Russian names by default, English ones for en', async () => {
    const ru = await names('/v1/app/list/providers?limit=1000');
    const en = await names('/v1/app/list/providers?limit=1000', 'en-US,en;q=0.9');
    expect([ru.get('cdek'), ru.get('rupost'), ru.get('yataxi')]).toEqual(['СДЭК', 'Почта России', 'Яндекс Доставка']);
    expect([en.get('cdek'), en.get('rupost'), en.get('yataxi')]).toEqual(['CDEK', 'Russian Post', 'Yandex Delivery']);
    // Every English name is written in Latin letters.
    expect([...en.values()].filter((name) => /[а-яё]/i.test(name))).toEqual([]);
  });

  it('platforms: Яндекс Маркет is Yandex Market in English', async () => {
    expect((await names('/v1/app/list/platforms')).get('yamarket')).toBe('Яндекс Маркет');
    expect((await names('/v1/app/list/platforms', 'en')).get('yamarket')).toBe('Yandex Market');
  });

  it('tariffs: the English description names the service in English', async () => {
    const res = await t.call('GET', '/v1/app/list/tariffs?filter=providerKey=rupost', { token: ADMIN_TOKEN, lang: 'en' });
    expect(res.body.items[0].description).toMatch(/^Russian Post: tariff code \d+$/);
  });

  it('a database seeded before the English names gets them from the seed area', async () => {
    (await t.database.run("UPDATE providers SET name_en = NULL WHERE key = 'cdek'"));
    (await t.database.run("UPDATE tariffs SET description_en = 'СДЭК: ' || substr(description_en, 7) WHERE provider_key = 'cdek'"));
    expect((await names('/v1/app/list/providers?limit=1000', 'en')).get('cdek')).toBe('СДЭК');
    (await t.database.run("DELETE FROM seed_runs WHERE area = 'english-names'"));
    await seed(t.db, t.now(), { demo: true });
    expect((await names('/v1/app/list/providers?limit=1000', 'en')).get('cdek')).toBe('CDEK');
    const tariffs = await t.call('GET', '/v1/app/list/tariffs?filter=providerKey=cdek', { token: ADMIN_TOKEN, lang: 'en' });
    expect(tariffs.body.items.map((i: { description: string }) => i.description.split(':')[0])).toEqual(tariffs.body.items.map(() => 'CDEK'));
  });
});

describe('errors for API tokens', () => {
  const RU_040101 = 'Некорректный ключ безопасности. Пожалуйста, войдите в систему снова!';
  const EN_040101 = 'Verification failed, please Login again.';
  const info = (token: string, lang?: string) => t.call('GET', '/v1/app/user/info', { token, lang });

  it('an API token without Accept-Language gets English, a revoked one too', async () => {
    const made = await t.call('POST', '/v1/app/tokens', { token: ADMIN_TOKEN, body: { name: 'Language test' } });
    const secret: string = made.body.token;
    await t.call('DELETE', `/v1/app/tokens/${made.body.id}`, { token: ADMIN_TOKEN });
    expect(await info(secret)).toMatchObject({ status: 401, body: { code: '040101', message: EN_040101 } });
    expect(await info('pct_0000')).toMatchObject({ status: 401, body: { code: '040101', message: EN_040101 } });
  });

  it('an API token that asks for Russian gets Russian; the console\'s callers stay Russian by default', async () => {
    expect((await info('pct_0000', 'ru')).body.message).toBe(RU_040101);
    expect((await info('pct_0000', 'ru-RU,ru;q=0.9,en;q=0.8')).body.message).toBe(RU_040101);
    expect((await info('no-such-login-token')).body.message).toBe(RU_040101);
    expect((await info('no-such-login-token', 'en')).body.message).toBe(EN_040101);
  });
});

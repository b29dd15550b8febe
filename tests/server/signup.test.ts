import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

/** The code "emailed" last to this address: the test mailer keeps what a user would receive. */
function lastCode(email: string): string {
  const mail = t.mails.filter((m) => m.kind === 'signup-code' && m.to === email).at(-1);
  if (!mail || mail.kind !== 'signup-code') throw new Error(`no code for ${email}`);
  return mail.code;
}

describe('signup', () => {
  it('signup -> confirm creates a company whose admin can log in', async () => {
    const email = 'new.shop@example.ru';
    const res = await t.call('POST', '/v1/app/user/signup', { body: { email: ` New.Shop@Example.ru `, password: 'longenough1' } });
    expect(res).toMatchObject({ status: 200, body: { email } });
    expect(lastCode(email)).toMatch(/^\d{6}$/);

    const confirmed = await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code: lastCode(email), password: 'longenough1' } });
    expect(confirmed.status).toBe(200);
    const info = await t.call('GET', '/v1/app/user/info', { token: confirmed.body.token });
    expect(info.body).toMatchObject({ email, name: 'new.shop', roles: ['admin'], offerAccepted: null });
    expect(info.body.companyUsers).toEqual([{ id: info.body.id, email, name: 'new.shop' }]);
    const admin = await t.call('GET', '/v1/app/user/info', { token: await t.login(ADMIN) });
    expect(info.body.companyId).not.toBe(admin.body.companyId);
    expect(await t.login(email, 'longenough1')).toMatch(/^[0-9a-f]{64}$/);
    // No money yet, and the starter calculation units to try the calculator with.
    const stats = await t.call('GET', `/v1/app/user/${info.body.id}/stats`, { token: confirmed.body.token });
    expect(stats.body).toMatchObject({ balanceMoney: 0, calculations: 100 });
  });

  it('accepts Cyrillic emails', async () => {
    const res = await t.call('POST', '/v1/app/user/signup', { body: { email: 'магазин@почта.рф', password: 'longenough1' } });
    expect(res.status).toBe(200);
  });

  it('answers 409 / 040901 for an existing email', async () => {
    const res = await t.call('POST', '/v1/app/user/signup', { body: { email: 'ADMIN@demo.local', password: 'longenough1' } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: '040901', message: 'Уже существует' });
    const en = await t.call('POST', '/v1/app/user/signup', { body: { email: ADMIN, password: 'longenough1' }, lang: 'en' });
    expect(en.body.message).toBe('Already exists');
  });

  it('checks the email rule and the password length', async () => {
    const badEmail = await t.call('POST', '/v1/app/user/signup', { body: { email: 'not an email', password: 'longenough1' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual([{ field: 'email', message: 'Неправильный email' }]);
    for (const email of ['a@b', 'a b@c.ru', '@c.ru', 'a@.ru']) {
      expect((await t.call('POST', '/v1/app/user/signup', { body: { email, password: 'longenough1' } })).status).toBe(400);
    }
    const short = await t.call('POST', '/v1/app/user/signup', { body: { email: 'x@y.ru', password: 'short' } });
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Пароль должен быть не менее 8 и не более 64 символов!' }]);
  });

  it('resend replaces the code of the attempt; the old one no longer works', async () => {
    const email = 'resend@example.ru';
    await t.call('POST', '/v1/app/user/signup', { body: { email, password: 'longenough1' } });
    const first = lastCode(email);
    expect((await t.call('POST', '/v1/app/user/signup/resend', { body: { email } })).body).toEqual({ email });
    const second = lastCode(email);
    if (first !== second) {
      const old = await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code: first, password: 'longenough1' } });
      expect(old.status).toBe(400);
    }
    expect((await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code: second, password: 'longenough1' } })).status).toBe(200);
  });

  it('a wrong or expired code is an invalid link, and five wrong guesses end the signup', async () => {
    const email = 'guess@example.ru';
    const password = 'longenough1';
    await t.call('POST', '/v1/app/user/signup', { body: { email, password } });
    const code = lastCode(email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code: wrongCode, password } });
    expect(wrong).toMatchObject({ status: 400, body: { code: '040001', message: 'Некорректная ссылка' } });
    const en = await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code: wrongCode, password }, lang: 'en' });
    expect(en.body.message).toBe('Invalid link');
    for (let i = 0; i < 3; i++) await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code: wrongCode, password } });
    // From another address (this one is now locked out of this email for a while): the signup is void.
    const elsewhere = '198.51.100.7';
    expect((await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code, password }, from: elsewhere })).status).toBe(400);

    await t.call('POST', '/v1/app/user/signup', { body: { email, password }, from: elsewhere });
    t.advance(24 * 3600 * 1000 + 1);
    const expired = await t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code: lastCode(email), password }, from: elsewhere });
    expect(expired.status).toBe(400);
  });

  it('confirm for an email with no signup is an invalid link', async () => {
    const res = await t.call('POST', '/v1/app/user/signup/confirm', { body: { email: 'none@example.ru', code: '123456', password: 'longenough1' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Некорректная ссылка');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

function lastResetToken(email: string): string {
  const mail = t.mails.filter((m) => m.kind === 'password-reset' && m.to === email).at(-1);
  if (!mail || mail.kind !== 'password-reset') throw new Error(`no reset link for ${email}`);
  expect(mail.link).toBe(`/password/reset?token=${mail.token}`);
  return mail.token;
}

describe('password recovery', () => {
  it('answers {} for known and unknown emails alike, and mails a link only to a known one', async () => {
    const known = await t.call('POST', '/v1/app/user/password/recover', { body: { email: OPERATOR } });
    const unknown = await t.call('POST', '/v1/app/user/password/recover', { body: { email: 'ghost@demo.local' } });
    expect(known).toMatchObject({ status: 200, body: {} });
    expect(unknown).toMatchObject({ status: 200, body: {} });
    expect(t.mails.filter((m) => m.kind === 'password-reset').map((m) => m.to)).toEqual([OPERATOR]);
  });

  it('refuses a malformed email with the spec text', async () => {
    const res = await t.call('POST', '/v1/app/user/password/recover', { body: { email: 'oops' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Incorrect email' }]);
  });

  it('reset sets the new password, logs in, signs out other sessions and works once', async () => {
    const oldSession = await t.login(OPERATOR);
    await t.call('POST', '/v1/app/user/password/recover', { body: { email: OPERATOR } });
    const token = lastResetToken(OPERATOR);

    const tooShort = await t.call('POST', '/v1/app/user/password/reset', { body: { token, password: 'short' } });
    expect(tooShort.status).toBe(400);

    const reset = await t.call('POST', '/v1/app/user/password/reset', { body: { token, password: 'brand-new-pass' } });
    expect(reset.status).toBe(200);
    expect((await t.call('GET', '/v1/app/user/info', { token: reset.body.token })).body.email).toBe(OPERATOR);
    expect((await t.call('GET', '/v1/app/user/info', { token: oldSession })).status).toBe(401);

    const oldPassword = await t.call('POST', '/v1/app/user/login', { body: { username: OPERATOR, password: 'demo12345' } });
    expect(oldPassword.status).toBe(400);
    expect(await t.login(OPERATOR, 'brand-new-pass')).toBeTruthy();

    const again = await t.call('POST', '/v1/app/user/password/reset', { body: { token, password: 'another-pass' } });
    expect(again).toMatchObject({ status: 400, body: { message: 'Некорректная ссылка' } });
  });

  it('a link expires after an hour; an unknown one is invalid', async () => {
    await t.call('POST', '/v1/app/user/password/recover', { body: { email: OPERATOR } });
    const token = lastResetToken(OPERATOR);
    t.advance(3600 * 1000 + 1);
    const expired = await t.call('POST', '/v1/app/user/password/reset', { body: { token, password: 'whatever-1' }, lang: 'en' });
    expect(expired).toMatchObject({ status: 400, body: { message: 'Invalid link' } });
    const unknown = await t.call('POST', '/v1/app/user/password/reset', { body: { token: 'abc', password: 'whatever-1' } });
    expect(unknown.status).toBe(400);
  });
});

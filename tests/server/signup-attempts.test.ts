// Signup attempts (docs/decisions/security.md, "Signup"): a stranger signing up with someone else's email,
// before or after them, never gets to choose that account's password, and codes cannot be guessed across
// resends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const OWNER_PASSWORD = 'owner-pass-1';
const STRANGER_PASSWORD = 'stranger-pass-1';
const OWNER_AT = '198.51.100.10';
const STRANGER_AT = '203.0.113.66';

const codes = (email: string) => t.mails.flatMap((m) => (m.kind === 'signup-code' && m.to === email ? [m.code] : []));
const signup = (email: string, password: string, from: string) =>
  t.call('POST', '/v1/app/user/signup', { body: { email, password }, from });
const confirm = (email: string, code: string, password: string, from: string) =>
  t.call('POST', '/v1/app/user/signup/confirm', { body: { email, code, password }, from });
const loginStatus = async (email: string, password: string) =>
  (await t.call('POST', '/v1/app/user/login', { body: { username: email, password }, from: '192.0.2.200' })).status;

/** What matters in every scenario: the owner's password opens the account, the stranger's never does. */
async function expectOwnersAccount(email: string) {
  expect(await loginStatus(email, STRANGER_PASSWORD)).toBe(400);
  expect(await loginStatus(email, OWNER_PASSWORD)).toBe(200);
}

describe('a stranger signing up with the owner email', () => {
  it('stranger first, then owner: the owner confirms the newest mail with their password', async () => {
    const email = 'victim1@example.ru';
    expect((await signup(email, STRANGER_PASSWORD, STRANGER_AT)).status).toBe(200);
    expect((await signup(email, OWNER_PASSWORD, OWNER_AT)).status).toBe(200);
    const res = await confirm(email, codes(email).at(-1)!, OWNER_PASSWORD, OWNER_AT);
    expect(res.status).toBe(200);
    await expectOwnersAccount(email);
  });

  it('owner first, then stranger: the owner code still works and opens the account with their password', async () => {
    const email = 'victim2@example.ru';
    await signup(email, OWNER_PASSWORD, OWNER_AT);
    const ownersCode = codes(email).at(-1)!;
    await signup(email, STRANGER_PASSWORD, STRANGER_AT);
    const res = await confirm(email, ownersCode, OWNER_PASSWORD, OWNER_AT);
    expect(res.status).toBe(200);
    await expectOwnersAccount(email);
  });

  it('owner first, then stranger: the owner confirms the newest mail (the stranger one) with their password', async () => {
    const email = 'victim3@example.ru';
    await signup(email, OWNER_PASSWORD, OWNER_AT);
    await signup(email, STRANGER_PASSWORD, STRANGER_AT);
    const newest = codes(email).at(-1)!;
    const res = await confirm(email, newest, OWNER_PASSWORD, OWNER_AT);
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/v1/app/user/info', { token: res.body.token })).body.email).toBe(email);
    await expectOwnersAccount(email);
  });

  it('a code confirms only with a password chosen at one of the email signups', async () => {
    const email = 'victim4@example.ru';
    await signup(email, OWNER_PASSWORD, OWNER_AT);
    const res = await confirm(email, codes(email).at(-1)!, 'never-chosen-1', OWNER_AT);
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'password', message: 'Пароль не совпадает с указанным при регистрации' }] } });
    expect((await confirm(email, codes(email).at(-1)!, OWNER_PASSWORD, OWNER_AT)).status).toBe(200);
    expect(await loginStatus(email, 'never-chosen-1')).toBe(400);
  });

  it('keeps codes hashed', async () => {
    const email = 'hashed@example.ru';
    await signup(email, OWNER_PASSWORD, OWNER_AT);
    const stored = JSON.stringify((await t.database.all('SELECT * FROM signup_attempts WHERE email = ?', email)));
    expect(stored).not.toContain(codes(email).at(-1)!);
  });
});

describe('guessing codes', () => {
  it('five wrong tries over resends and addresses void every pending attempt of the email', async () => {
    const email = 'guessed@example.ru';
    await signup(email, OWNER_PASSWORD, OWNER_AT);
    const wrong = (i: number) => confirm(email, '1234567', OWNER_PASSWORD, `203.0.113.${100 + i}`);
    for (let i = 0; i < 3; i++) expect((await wrong(i)).status).toBe(400);
    await t.call('POST', '/v1/app/user/signup/resend', { body: { email }, from: OWNER_AT });
    for (let i = 3; i < 5; i++) expect((await wrong(i)).status).toBe(400);
    // The newest code, sent after the resend, and from an address that never guessed.
    expect((await confirm(email, codes(email).at(-1)!, OWNER_PASSWORD, OWNER_AT)).status).toBe(400);
    expect((await t.database.get('SELECT count(*) AS n FROM signup_attempts WHERE email = ?', email))).toEqual({ n: 0 });

    // Signing up again starts afresh.
    await signup(email, OWNER_PASSWORD, OWNER_AT);
    expect((await confirm(email, codes(email).at(-1)!, OWNER_PASSWORD, OWNER_AT)).status).toBe(200);
  });
});

describe('guessing codes in parallel', () => {
  it('counts every one of many simultaneous wrong tries', async () => {
    const email = 'parallel@example.ru';
    await signup(email, OWNER_PASSWORD, OWNER_AT);
    const code = codes(email).at(-1)!;
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((g, i) => confirm(email, g, OWNER_PASSWORD, `203.0.114.${i}`)));
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect((await confirm(email, code, OWNER_PASSWORD, OWNER_AT)).status).toBe(400);
  });
});

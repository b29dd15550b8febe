// 429 with Retry-After (docs/decisions/security.md, "Limits"): failed tries per account and client address, and
// per address, for login, signup confirm and password reset; mails per mailbox and per address for signup,
// resend and recovery. A locked account stays open from other addresses, and successful logins never count.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, DEMO_PASSWORD, OPERATOR, createTestApp, type CallResult, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const PASSWORD = 'longenough1';
let next = 0;
/** A client address no other test uses, so the tests' counters never mix. */
const freshAddress = () => `198.18.${Math.floor(++next / 250)}.${next % 250}`;

function expectTooMany(res: CallResult, minutes: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: '042901', message: `Слишком много попыток. Попробуйте через ${minutes} мин.` });
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

const login = (username: string, password: string, from: string, lang?: string) =>
  t.call('POST', '/v1/app/user/login', { body: { username, password }, from, lang });
const post = (path: string, body: unknown, from: string) => t.call('POST', `/v1/app/user/${path}`, { body, from });

describe('login', () => {
  it('locks an account from one address after 5 failures, not from others', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) expect((await login(OPERATOR, 'wrong-pass', attacker)).status).toBe(400);
    expectTooMany(await login(OPERATOR, DEMO_PASSWORD, attacker), 15);
    const en = await login(OPERATOR, DEMO_PASSWORD, attacker, 'en');
    expect(en.body.message).toBe('Too many attempts. Try again in 15 min.');
    expect((await login(OPERATOR, DEMO_PASSWORD, freshAddress())).status).toBe(200);
    expect((await login(ADMIN, DEMO_PASSWORD, attacker)).status).toBe(200);
  });

  it('locks an address after 30 failures over any accounts; the accounts stay open elsewhere', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 30; i++) expect((await login(`user${i}@example.ru`, 'wrong-pass', attacker)).status).toBe(400);
    expectTooMany(await login(ADMIN, DEMO_PASSWORD, attacker), 15);
    expect((await login(ADMIN, DEMO_PASSWORD, freshAddress())).status).toBe(200);
  });

  it('never counts successful logins, and a success starts the account count over', async () => {
    const office = freshAddress();
    for (let i = 0; i < 40; i++) expect((await login(ADMIN, DEMO_PASSWORD, office)).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(ADMIN, 'typo-typo', office)).status).toBe(400);
      expect((await login(ADMIN, DEMO_PASSWORD, office)).status).toBe(200);
    }
  });
});

async function pendingSignup(from: string): Promise<{ email: string; code: string }> {
  const email = `limits-${++next}@example.ru`;
  expect((await post('signup', { email, password: PASSWORD }, from)).status).toBe(200);
  const mail = t.mails.findLast((m) => m.kind === 'signup-code' && m.to === email);
  return { email, code: mail?.kind === 'signup-code' ? mail.code : '' };
}

describe('signup confirm', () => {
  it('locks an email from one address after 5 failures, not from others', async () => {
    const email = `early-${++next}@example.ru`;
    const attacker = freshAddress();
    // Tries before anything is pending: the per-email try cap has nothing to void, the lock still counts.
    for (let i = 0; i < 5; i++) expect((await post('signup/confirm', { email, code: '123456', password: PASSWORD }, attacker)).status).toBe(400);
    expect((await post('signup', { email, password: PASSWORD }, freshAddress())).status).toBe(200);
    const mail = t.mails.findLast((m) => m.kind === 'signup-code' && m.to === email);
    const code = mail?.kind === 'signup-code' ? mail.code : '';
    expectTooMany(await post('signup/confirm', { email, code, password: PASSWORD }, attacker), 15);
    expect((await post('signup/confirm', { email: `x${email}`, code, password: PASSWORD }, attacker)).status).toBe(400);
    expect((await post('signup/confirm', { email, code, password: PASSWORD }, freshAddress())).status).toBe(200);
  });

  it('locks an address after 30 failures over any emails', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 30; i++) {
      expect((await post('signup/confirm', { email: `none${i}@example.ru`, code: '123456', password: PASSWORD }, attacker)).status).toBe(400);
    }
    const { email, code } = await pendingSignup(freshAddress());
    expectTooMany(await post('signup/confirm', { email, code, password: PASSWORD }, attacker), 15);
    expect((await post('signup/confirm', { email, code, password: PASSWORD }, freshAddress())).status).toBe(200);
  });
});

describe('password reset', () => {
  it('locks an address after 30 invalid links; others still reset', async () => {
    const attacker = freshAddress();
    for (let i = 0; i < 30; i++) expect((await post('password/reset', { token: `guess${i}`, password: PASSWORD }, attacker)).status).toBe(400);
    expectTooMany(await post('password/reset', { token: 'guess', password: PASSWORD }, attacker), 15);
    const user = freshAddress();
    expect((await post('password/recover', { email: ADMIN }, user)).status).toBe(200);
    const mail = t.mails.findLast((m) => m.kind === 'password-reset' && m.to === ADMIN);
    const token = mail?.kind === 'password-reset' ? mail.token : '';
    expectTooMany(await post('password/reset', { token, password: PASSWORD }, attacker), 15);
    expect((await post('password/reset', { token, password: DEMO_PASSWORD }, user)).status).toBe(200);
  });
});

describe('mails', () => {
  const mailCalls = [
    { name: 'signup', path: 'signup', body: (email: string) => ({ email, password: PASSWORD }) },
    { name: 'resend', path: 'signup/resend', body: (email: string) => ({ email }) },
    { name: 'recover', path: 'password/recover', body: (email: string) => ({ email }) },
  ];

  it.each(mailCalls)('$name: 3 mails per mailbox in 10 minutes, from any addresses', async ({ path, body }) => {
    const email = `mailbox-${path.replace('/', '-')}@example.ru`;
    for (let i = 0; i < 3; i++) expect((await post(path, body(email), freshAddress())).status).toBe(200);
    expectTooMany(await post(path, body(email), freshAddress()), 10);
    expect((await post(path, body(`other-${email}`), freshAddress())).status).toBe(200);
  });

  it.each(mailCalls)('$name: 20 mails per client address in an hour', async ({ path, body }) => {
    const sender = freshAddress();
    for (let i = 0; i < 20; i++) expect((await post(path, body(`spray${i}-${path.replace('/', '-')}@example.ru`), sender)).status).toBe(200);
    expectTooMany(await post(path, body(`last-${path.replace('/', '-')}@example.ru`), sender), 60);
    expect((await post(path, body(`last-${path.replace('/', '-')}@example.ru`), freshAddress())).status).toBe(200);
  });

  it('10 mails per mailbox a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const email = 'daily@example.ru';
      for (let i = 0; i < 10; i++) {
        if (i > 0 && i % 3 === 0) vi.setSystemTime(Date.now() + 11 * 60 * 1000);
        expect((await post('signup/resend', { email }, freshAddress())).status).toBe(200);
      }
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      const res = await post('signup/resend', { email }, freshAddress());
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(20 * 3600);
    } finally {
      vi.useRealTimers();
    }
  });
});

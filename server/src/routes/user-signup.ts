// Signup with an emailed 6-digit code: signup -> resend -> confirm. Confirming
// creates a new company whose first user is its admin, and logs them in. Every signup is an attempt of
// its own; the account opens only for someone who holds the mailbox (a code of a pending attempt) and
// chose the password (the one typed at one of that email's signups), see docs/decisions/security.md, "Signup".
import { createRoute } from '@hono/zod-openapi';
import {
  ERROR_CODES, ROLE_ADMIN, signupConfirmRequest, signupRequest, signupResendRequest, signupResponse, tokenResponse,
} from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { checkedEmail, checkPassword } from '../lib/credentials-check';
import { hashPassword, verifyPassword } from '../lib/password';
import { newConfirmationCode } from '../lib/secrets';
import { openSignedUpCompany } from '../db/repos/companies';
import { signupsRepo, type SignupAttempt } from '../db/repos/signups';
import { usersRepo } from '../db/repos/users';
import { createRouter, errorAnswers, jsonAnswer, jsonBody, limitAnswers } from './route-kit';
import { STARTER_CALCULATIONS } from '../pricing/calculation-log';

const tags = ['user'];
const answers = { 400: errorAnswers[400], 409: errorAnswers[409], ...limitAnswers };

const signup = createRoute({
  method: 'post', path: '/signup', tags, summary: 'Start a signup attempt; emails a confirmation code valid 24 h',
  request: { body: jsonBody(signupRequest) },
  responses: { 200: jsonAnswer(signupResponse, 'Code sent'), ...answers },
});
const resend = createRoute({
  method: 'post', path: '/signup/resend', tags, summary: 'Email a new code for the newest pending signup attempt',
  request: { body: jsonBody(signupResendRequest) },
  responses: { 200: jsonAnswer(signupResponse, 'Code sent if a signup is pending'), 400: errorAnswers[400], ...limitAnswers },
});
const confirm = createRoute({
  method: 'post', path: '/signup/confirm', tags,
  summary: 'Confirm a code with the password typed at signup: creates company and admin user',
  request: { body: jsonBody(signupConfirmRequest) },
  responses: { 200: jsonAnswer(tokenResponse, 'Login token of the new user'), ...answers },
});

/** The attempt whose password this is, trying the one the code belongs to first. */
async function attemptWithPassword(attempts: SignupAttempt[], first: SignupAttempt, password: string) {
  for (const attempt of [first, ...attempts.filter((a) => a !== first)]) {
    if (await verifyPassword(password, attempt.password_hash)) return attempt;
  }
  return undefined;
}

export function userSignupRoutes(deps: RouteDeps) {
  const { db, mailer, now, limits, clientAddress } = deps;
  const users = usersRepo(db);
  const signups = signupsRepo(db);
  const alreadyExists = () => fail.conflict(ERROR_CODES.loginExists, 'alreadyExists', 'email');
  const r = createRouter();

  r.openapi(signup, async (c) => {
    const body = c.req.valid('json');
    const email = checkedEmail(body.email);
    checkPassword(body.password);
    if (await users.byEmail(email)) throw alreadyExists();
    await limits.takeMail(email, clientAddress(c));
    const code = newConfirmationCode();
    await signups.add(email, await hashPassword(body.password), code, now());
    await mailer.send({ kind: 'signup-code', to: email, code });
    return c.json({ email }, 200);
  });

  // Answers the same whether or not a signup is pending, like password recovery. Leaves the count of
  // wrong tries as it is: a resend gives a new code, not new guesses.
  r.openapi(resend, async (c) => {
    const email = checkedEmail(c.req.valid('json').email);
    await limits.takeMail(email, clientAddress(c));
    if (!(await users.byEmail(email))) {
      const code = newConfirmationCode();
      if (await signups.renewNewest(email, code, now())) await mailer.send({ kind: 'signup-code', to: email, code });
    }
    return c.json({ email }, 200);
  });

  r.openapi(confirm, async (c) => {
    const body = c.req.valid('json');
    const email = checkedEmail(body.email);
    checkPassword(body.password);
    const hold = await limits.failureHold(clientAddress(c), `signup:${email}`);
    const { attempts, byCode } = await signups.tryCode(email, body.code.trim(), now());
    if (!byCode) throw fail.badRequest('invalidLink', 'code');
    const chosen = await attemptWithPassword(attempts, byCode, body.password);
    if (!chosen) {
      await signups.countWrongTry(email);
      throw fail.badRequest('signupPasswordMismatch', 'password');
    }
    const opened = await openSignedUpCompany(db, {
      email, name: email.split('@')[0] ?? email, roles: [ROLE_ADMIN], passwordHash: chosen.password_hash,
      attemptIds: [byCode.id, chosen.id], opening: { calculations: STARTER_CALCULATIONS },
    }, now());
    if (opened === 'taken') throw alreadyExists();
    if (opened === 'voided') throw fail.badRequest('invalidLink', 'code');
    await hold.succeeded();
    return c.json({ token: opened.token }, 200);
  });

  return r;
}

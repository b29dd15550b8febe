// Signup with an emailed 6-digit code (spec sections 2, 7): signup -> resend -> confirm. Confirming
// creates a new company whose first user is its admin, and logs them in.
import { createRoute } from '@hono/zod-openapi';
import {
  ERROR_CODES, ROLE_ADMIN, signupConfirmRequest, signupRequest, signupResendRequest, signupResponse, tokenResponse,
} from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { checkedEmail, checkPassword } from '../lib/credentials-check';
import { hashPassword } from '../lib/password';
import { newConfirmationCode } from '../lib/secrets';
import { SIGNUP_MAX_ATTEMPTS, signupsRepo } from '../db/repos/signups';
import { tokensRepo } from '../db/repos/tokens';
import { usersRepo } from '../db/repos/users';
import { createRouter, errorAnswers, jsonAnswer, jsonBody } from './route-kit';

const tags = ['user'];
const answers = { 400: errorAnswers[400], 409: errorAnswers[409] };

const signup = createRoute({
  method: 'post', path: '/signup', tags, summary: 'Start a signup; emails a confirmation code valid 24 h',
  request: { body: jsonBody(signupRequest) },
  responses: { 200: jsonAnswer(signupResponse, 'Code sent'), ...answers },
});
const resend = createRoute({
  method: 'post', path: '/signup/resend', tags, summary: 'Email a new code for a pending signup',
  request: { body: jsonBody(signupResendRequest) },
  responses: { 200: jsonAnswer(signupResponse, 'Code sent if a signup is pending'), 400: errorAnswers[400] },
});
const confirm = createRoute({
  method: 'post', path: '/signup/confirm', tags, summary: 'Confirm the code: creates company and admin user',
  request: { body: jsonBody(signupConfirmRequest) },
  responses: { 200: jsonAnswer(tokenResponse, 'Login token of the new user'), ...answers },
});

export function userSignupRoutes(deps: RouteDeps) {
  const { db, mailer, now } = deps;
  const users = usersRepo(db);
  const signups = signupsRepo(db);
  const tokens = tokensRepo(db);
  const alreadyExists = () => fail.conflict(ERROR_CODES.loginExists, 'alreadyExists', 'email');
  const r = createRouter();

  r.openapi(signup, async (c) => {
    const body = c.req.valid('json');
    const email = checkedEmail(body.email);
    checkPassword(body.password);
    if (users.byEmail(email)) throw alreadyExists();
    const code = newConfirmationCode();
    signups.put(email, await hashPassword(body.password), code, now());
    mailer.send({ kind: 'signup-code', to: email, code });
    return c.json({ email }, 200);
  });

  // Answers the same whether or not a signup is pending, like password recovery.
  r.openapi(resend, (c) => {
    const email = checkedEmail(c.req.valid('json').email);
    if (signups.get(email) && !users.byEmail(email)) {
      const code = newConfirmationCode();
      signups.renewCode(email, code, now());
      mailer.send({ kind: 'signup-code', to: email, code });
    }
    return c.json({ email }, 200);
  });

  r.openapi(confirm, (c) => {
    const body = c.req.valid('json');
    const email = checkedEmail(body.email);
    const token = db.transaction(() => {
      const pending = signups.get(email);
      const at = now();
      if (!pending || pending.expires_at <= at || pending.attempts >= SIGNUP_MAX_ATTEMPTS) return null;
      if (pending.code !== body.code.trim()) {
        signups.countFailure(email);
        return null;
      }
      if (users.byEmail(email)) throw alreadyExists();
      const companyId = users.createCompany(email, at);
      const name = email.split('@')[0] ?? email;
      const userId = users.create({ companyId, email, name, roles: [ROLE_ADMIN], passwordHash: pending.password_hash }, at);
      signups.remove(email);
      return tokens.issue(userId, at);
    })();
    if (!token) throw fail.badRequest('invalidLink', 'code');
    return c.json({ token }, 200);
  });

  return r;
}

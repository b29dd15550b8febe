// Login, logout and user info (docs/api.md). Login answers the same for an unknown email and a wrong
// password, and takes as long, so emails cannot be probed; failed logins are limited per account and
// client address, and per address (docs/decisions/security.md, "Limits"), successful ones never.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorEnvelope, loginRequest, tokenResponse, userInfo } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { normalizeEmail } from '../../../src/contract';
import { dummyPasswordHash, verifyPassword } from '../lib/password';
import { sha256 } from '../lib/secrets';
import { readToken } from '../middleware/auth';
import { API_TOKEN_PREFIX } from '../db/repos/api-tokens';
import { tokensRepo } from '../db/repos/tokens';
import { toUserInfo, usersRepo } from '../db/repos/users';
import { createRouter, errorAnswers, guard, jsonAnswer, jsonBody, limitAnswers } from './route-kit';

const tags = ['user'];

const login = createRoute({
  method: 'post', path: '/login', tags, summary: 'Log in with email and password; answers a 7-day token',
  request: { body: jsonBody(loginRequest) },
  responses: { 200: jsonAnswer(tokenResponse, 'Login token'), 400: errorAnswers[400], ...limitAnswers },
});

export function userSessionRoutes(deps: RouteDeps) {
  const users = usersRepo(deps.db);
  const tokens = tokensRepo(deps.db);
  const r = createRouter();

  r.openapi(login, async (c) => {
    const { username, password } = c.req.valid('json');
    const email = normalizeEmail(username);
    const hold = await deps.limits.failureHold(deps.clientAddress(c), `login:${email}`);
    const user = await users.byEmail(email);
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !matches) throw fail.badRequest('wrongCredentials');
    await hold.succeeded();
    return c.json({ token: await tokens.issue(user.id, deps.now()) }, 200);
  });

  const info = createRoute({
    method: 'get', path: '/info', tags, summary: 'The signed-in user with the users of the same company',
    ...guard(deps.auth),
    responses: { 200: jsonAnswer(userInfo, 'User info'), 401: errorAnswers[401] },
  });
  r.openapi(info, async (c) => {
    const { userId, companyId } = c.get('auth');
    const row = await users.byId(userId);
    if (!row) throw fail.unauthorized();
    return c.json(toUserInfo(row, await users.companyUsers(companyId)), 200);
  });

  // Idempotent and open: a token that is already dead (expired, revoked) has nothing left to end, and
  // answering 040101 here would ask a user who is logging out to log in again. An API token is no session:
  // logout never ends it, and says so rather than answer 200 while it keeps working (docs/decisions/api-tokens.md
  // "Revoking").
  const logout = createRoute({
    method: 'post', path: '/logout', tags, summary: 'Revoke the login token of this call (any login token: always {})',
    responses: {
      200: jsonAnswer(z.object({}), 'Revoked, or nothing to revoke'),
      400: jsonAnswer(errorEnvelope, 'An API token (040001): revoke it with DELETE /v1/app/tokens/{id}'),
    },
  });
  r.openapi(logout, async (c) => {
    const token = readToken(c.req.header('Authorization'));
    if (token?.startsWith(API_TOKEN_PREFIX)) throw fail.badRequest('apiTokenLogout');
    if (token) await tokens.revoke(sha256(token));
    return c.json({}, 200);
  });

  return r;
}

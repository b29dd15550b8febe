// Password recovery by emailed link (valid 1 h, single use). Recovery answers the same for known and
// unknown emails; a reset signs out every other session of the user and logs this one in. Recovery mails
// and failed resets are limited like signup mails and failed logins (docs/decisions/security.md, "Limits").
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { recoverRequest, resetRequest, tokenResponse } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { checkedEmail, checkPassword } from '../lib/credentials-check';
import { hashPassword } from '../lib/password';
import { passwordResetsRepo } from '../db/repos/password-resets';
import { tokensRepo } from '../db/repos/tokens';
import { usersRepo } from '../db/repos/users';
import { createRouter, errorAnswers, jsonAnswer, jsonBody, limitAnswers } from './route-kit';

const tags = ['user'];

const recover = createRoute({
  method: 'post', path: '/password/recover', tags, summary: 'Email a reset link if the account exists',
  request: { body: jsonBody(recoverRequest) },
  responses: { 200: jsonAnswer(z.object({}), 'Always, for a well-formed email'), 400: errorAnswers[400], ...limitAnswers },
});
const reset = createRoute({
  method: 'post', path: '/password/reset', tags, summary: 'Set a new password with a reset link token',
  request: { body: jsonBody(resetRequest) },
  responses: { 200: jsonAnswer(tokenResponse, 'Login token'), 400: errorAnswers[400], ...limitAnswers },
});

export function userPasswordRoutes(deps: RouteDeps) {
  const { db, mailer, now, limits, clientAddress } = deps;
  const users = usersRepo(db);
  const resets = passwordResetsRepo(db);
  const r = createRouter();

  r.openapi(recover, async (c) => {
    const email = checkedEmail(c.req.valid('json').email);
    // Counted for unknown emails too: a 429 must not tell which emails have accounts.
    await limits.takeMail(email, clientAddress(c));
    const user = await users.byEmail(email);
    if (user) {
      const token = await resets.create(user.id, now());
      await mailer.send({ kind: 'password-reset', to: email, token, link: `/password/reset?token=${token}` });
    }
    return c.json({}, 200);
  });

  r.openapi(reset, async (c) => {
    const body = c.req.valid('json');
    // Checked before the link is spent, so a too-short password does not burn it.
    checkPassword(body.password);
    // A link names no account before it is found: only the caller's address is counted.
    const hold = await limits.failureHold(clientAddress(c));
    const passwordHash = await hashPassword(body.password);
    // Hashed above: the transaction holds only database work. The link is spent by one conditional UPDATE, so
    // of two resets with it only one gets here with a user (password-resets.ts).
    const token = await db.tx(async (tx) => {
      const at = now();
      const userId = await passwordResetsRepo(tx).consume(body.token.trim(), at);
      if (userId === null) return null;
      await usersRepo(tx).setPasswordHash(userId, passwordHash, at);
      const tokens = tokensRepo(tx);
      await tokens.revokeAllOf(userId);
      return tokens.issue(userId, at);
    });
    if (!token) throw fail.badRequest('invalidLink', 'token');
    await hold.succeeded();
    return c.json({ token }, 200);
  });

  return r;
}

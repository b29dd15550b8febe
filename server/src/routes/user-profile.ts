// Profile, offer acceptance and stats (docs/api.md). Only one's own profile can be edited; stats are
// the company's, readable by its users only. Other ids answer 403 and reveal nothing.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ROLE_ADMIN, offerAcceptRequest, offerAcceptResponse, profileUpdate, userInfo, userStats } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { assertOwnCompany, assertSelf } from '../middleware/company-scope';
import { companyStats } from '../db/repos/company-stats';
import { toUserInfo, usersRepo } from '../db/repos/users';
import { createRouter, errorAnswers, guard, jsonAnswer, jsonBody } from './route-kit';

const tags = ['user'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const answers = { 400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403] };

/** 2020-01-01: no offer of this product was accepted earlier. */
const OFFER_EARLIEST = 1_577_836_800;
const DAY_SECONDS = 86_400;

export function userProfileRoutes(deps: RouteDeps) {
  const users = usersRepo(deps.db);
  const r = createRouter();

  const update = createRoute({
    method: 'put', path: '/{id}', tags, summary: 'Update one\'s own profile', ...guard(deps.auth),
    request: { params: idParams, body: jsonBody(profileUpdate) },
    responses: { 200: jsonAnswer(userInfo, 'The updated user'), ...answers },
  });
  r.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    assertSelf(c, id);
    await users.updateProfile(id, c.req.valid('json'), deps.now());
    const row = await users.byId(id);
    if (!row) throw fail.unauthorized();
    return c.json(toUserInfo(row, await users.companyUsers(row.company_id)), 200);
  });

  const offer = createRoute({
    method: 'put', path: '/offer/accept', tags, summary: 'Accept the offer at the given unix time (seconds)',
    ...guard(deps.auth),
    request: { body: jsonBody(offerAcceptRequest) },
    responses: { 200: jsonAnswer(offerAcceptResponse, 'Stored time'), ...answers },
  });
  r.openapi(offer, async (c) => {
    const { offerAccepted } = c.req.valid('json');
    // The client sends its clock; refuse milliseconds and times that cannot be "now" (clock skew allowed).
    if (offerAccepted < OFFER_EARLIEST || offerAccepted > deps.now() / 1000 + DAY_SECONDS) {
      throw fail.badRequest('invalidOfferTime', 'offerAccepted');
    }
    await users.setOfferAccepted(c.get('auth').userId, offerAccepted, deps.now());
    return c.json({ offerAccepted }, 200);
  });

  const stats = createRoute({
    method: 'get', path: '/{id}/stats', tags, summary: 'Stats of the user\'s company', ...guard(deps.auth),
    request: { params: idParams },
    responses: { 200: jsonAnswer(userStats, 'Counts, and for admins the two balances'), ...answers },
  });
  r.openapi(stats, async (c) => {
    const target = await users.byId(c.req.valid('param').id);
    assertOwnCompany(c, target);
    const { companyId, roles } = c.get('auth');
    const { balanceMoney, calculations, ...counts } = await companyStats(deps.db, companyId);
    // Operators see no money figures (docs/decisions/billing.md "Who may"): the balances are left out.
    return c.json(roles.includes(ROLE_ADMIN) ? { balanceMoney, calculations, ...counts } : counts, 200);
  });

  return r;
}

// API tokens (docs/decisions/api-tokens.md; docs/api.md "Paths"): list, create (the secret answered this once)
// and revoke. Admin only, and only with a login: an API token cannot make or revoke tokens, so a leaked key
// cannot mint itself successors; that check runs before any Idempotency-Key replay (route-kit.ts guardWith).
// A create's answer is never kept for a replay: a repeat of its key answers 409 without the secret.
// Scoped to the caller's company; another company's token answers 403.
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'kysely';
import { apiToken, apiTokenCreate, apiTokenCreated, errorEnvelope, type ApiToken } from '../../../src/contract';
import { apiTokensRepo, type ApiTokenListRow, type ApiTokenRow } from '../db/repos/api-tokens';
import { listPage } from '../db/sql/list-page';
import { isoTime } from '../db/synced-row';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { assertOwnCompany, companyScope } from '../middleware/company-scope';
import { answerHoldsSecret } from '../middleware/idempotency';
import { ROLE_SETS, requireLogin } from '../middleware/roles';
import { addListRoute } from './list-kit';
import { createRouter, errorAnswers, guardWith, jsonAnswer, jsonBody } from './route-kit';

const tags = ['tokens'];
/** The create's full path, as the Idempotency-Key records name it (mounted under /v1/app in app.ts). */
/** Its answer holds the new token's secret: never kept for a replay (middleware/idempotency.ts). */
export const API_TOKEN_CREATE_PATH = '/v1/app/tokens';

const toApiToken = (row: ApiTokenRow & { username: string }): ApiToken => ({
  id: row.id, name: row.name, userId: row.user_id, username: row.username, companyId: row.company_id,
  providers: JSON.parse(row.providers) as string[], created: isoTime(row.created_at),
  lastUsed: row.last_used_at === null ? null : isoTime(row.last_used_at), preview: row.preview,
  revoked: row.revoked_at === null ? null : isoTime(row.revoked_at),
});

export function apiTokenRoutes({ db, auth, now }: RouteDeps) {
  const r = createRouter();
  const tokens = apiTokensRepo(db);
  const roles = ROLE_SETS.adminOnly;
  // Secrets that a replay store of an earlier version kept go as the app starts (docs/api.md "Idempotency").

  addListRoute(r, auth, {
    path: '/tokens', tags, roles: [...roles], checks: [requireLogin], item: apiToken,
    fields: { name: { column: 'a.name', type: 'string' } },
    summary: "The company's API tokens (secrets never shown again), the newest first",
    load: async (c, where, paging) => {
      const source = {
        from: 'api_tokens a JOIN users u ON u.id = a.user_id', columns: 'a.*, u.email AS username',
        orderBy: 'a.created_at DESC, a.id', scope: [companyScope(c, 'a.company_id')],
      };
      const page = await listPage<ApiTokenListRow>(db, source, where, paging);
      return { total: page.total, items: page.rows.map(toApiToken) };
    },
  });

  const create = createRoute({
    method: 'post', path: '/tokens', tags, ...guardWith(auth, [requireLogin], ...roles),
    summary: 'Make an API token for the caller; its secret is in `token`, this once',
    request: { body: jsonBody(apiTokenCreate) },
    responses: {
      200: jsonAnswer(apiTokenCreated, 'The token and its secret'), 400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
      409: jsonAnswer(errorEnvelope, 'A repeat of an Idempotency-Key whose answer held the secret (040910): it is not answered again'),
    },
  });
  r.openapi(create, async (c) => {
    const body = c.req.valid('json');
    const providers = [...new Set(body.providers)];
    const known = providers.length
      ? new Set((await db.all(sql<{ key: string }>`SELECT key FROM providers WHERE key IN (${sql.join(providers)})`)).map((p) => p.key))
      : new Set<string>();
    const unknown = providers.findIndex((key) => !known.has(key));
    if (unknown >= 0) throw fail.badRequest('unknownProvider', `providers.${unknown}`);
    const { companyId, userId } = c.get('auth');
    const { row, secret } = await tokens.create(companyId, userId, body.name, providers, now());
    answerHoldsSecret(c);
    return c.json({ ...toApiToken((await tokens.byId(row.id))!), token: secret }, 200);
  });

  const revoke = createRoute({
    method: 'delete', path: '/tokens/{id}', tags, ...guardWith(auth, [requireLogin], ...roles),
    summary: 'Revoke an API token: its next call answers 040101',
    request: { params: z.object({ id: z.string().max(100) }) },
    responses: { 200: jsonAnswer(apiToken, 'The token, revoked'), 401: errorAnswers[401], 403: errorAnswers[403] },
  });
  r.openapi(revoke, async (c) => {
    const { id } = c.req.valid('param');
    // A token's company never changes, so the check still holds when the revoke runs.
    assertOwnCompany(c, (await tokens.byId(id)) ?? undefined);
    await tokens.revoke(id, now());
    return c.json(toApiToken((await tokens.byId(id))!), 200);
  });
  return r;
}

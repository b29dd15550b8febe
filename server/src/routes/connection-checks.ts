// POST /v1/app/modules/retailcrm/connection-check and /v1/app/marketplaces/yamarket/connection-check: does the
// service take these keys? (docs/decisions/modules.md "Connection check"). The body is the form's values; a
// secret it leaves out (absent, null, '' or the mask) is the stored one of `settingsId`, which must be the
// caller's setting of that kind (403 otherwise, as the resource calls answer). Admin only. The answer is 200
// with `ok` and what the service said: a refused key is the check's finding, not an error of the call. A
// company's checks run one at a time (the server calls out for them), at most three waiting: 429 past that.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CONNECTION_CHECK_PATHS, connectionCheckAnswer, retailCrmCheckRequest, yamarketCheckRequest, type CheckableKind,
} from '../../../src/contract';
import type { AppEnv } from '../app-env';
import type { RouteDeps } from '../deps';
import { moduleSettingsRows } from '../db/repos/module-settings';
import { fail } from '../lib/api-failure';
import { keptSecrets } from '../lib/module-secrets';
import { text } from '../lib/texts';
import { companyQueue } from '../limits/company-queue';
import { assertOwnCompany } from '../middleware/company-scope';
import { ROLE_SETS } from '../middleware/roles';
import { checkRetailCrm, checkYamarket, type CheckEnv, type CheckOutcome } from '../modules/connection-check';
import { underApp } from './module-kit';
import { errorAnswers, guard, jsonAnswer, jsonBody, type Router } from './route-kit';

const responses = {
  200: jsonAnswer(connectionCheckAnswer, 'Whether the service took the keys (`ok`) and what it said'),
  400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403], 429: errorAnswers[429],
};

export function addConnectionCheckRoutes(r: Router, { db, auth, config }: RouteDeps, env: Omit<CheckEnv, 'demo'> = { fetch }): void {
  const settings = moduleSettingsRows(db);
  const secured = guard(auth, ...ROLE_SETS.adminOnly);
  const oneAtATime = companyQueue(3);
  const checkEnv: CheckEnv = { ...env, demo: config.demo };

  /** The secrets to check: the ones sent, else the stored ones of the caller's setting of this kind. */
  async function secretsOf(c: Context<AppEnv>, kind: CheckableKind, input: Record<string, unknown>, settingsId: string | undefined) {
    const row = settingsId === undefined ? undefined : await settings.byId(settingsId);
    if (settingsId !== undefined) {
      assertOwnCompany(c, row);
      if (row?.kind !== kind) throw fail.forbidden();
    }
    const secrets = keptSecrets(kind, input, row?.secrets_json);
    const missing = Object.keys(secrets).filter((name) => secrets[name] === '');
    if (missing.length) throw fail.fields(missing.map((field) => ({ field, text: 'required' })));
    return secrets;
  }

  const answer = (c: Context<AppEnv>, outcome: CheckOutcome) => c.json({ ok: outcome.ok, message: text(outcome.text, c.get('lang')) }, 200);

  const retailcrm = createRoute({
    method: 'post', path: underApp(CONNECTION_CHECK_PATHS.retailcrm), tags: ['modules'], ...secured,
    summary: "Check that RetailCRM takes the API key at the account's address (GET /api/credentials; simulated in demo mode)",
    request: { body: jsonBody(retailCrmCheckRequest) }, responses,
  });
  r.openapi(retailcrm, async (c) => {
    const input = c.req.valid('json');
    const { apiKey = '' } = await secretsOf(c, 'retailcrm', input, input.settingsId);
    return answer(c, await oneAtATime(c.get('auth').companyId, () => checkRetailCrm({ url: input.url, apiKey }, checkEnv)));
  });

  const yamarket = createRoute({
    method: 'post', path: underApp(CONNECTION_CHECK_PATHS.yamarket), tags: ['marketplaces'], ...secured,
    summary: "Check that Yandex Market takes the token for the campaign (GET /campaigns/{campaignId}; simulated in demo mode)",
    request: { body: jsonBody(yamarketCheckRequest) }, responses,
  });
  r.openapi(yamarket, async (c) => {
    const input = c.req.valid('json');
    const { token = '', authToken = '' } = await secretsOf(c, 'yamarket', input, input.settingsId);
    return answer(c, await oneAtATime(c.get('auth').companyId, () => checkYamarket({ campaignId: input.campaignId, token, authToken }, checkEnv)));
  });
}

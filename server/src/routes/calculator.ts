// POST /v1/app/calculator (docs/api.md "Paths"): what every connected delivery service would charge, door
// and point tariffs, with the company's tariff rules. Open to every signed-in user, as the calculator screen is
// (docs/decisions/roles-and-session.md).
import { createRoute } from '@hono/zod-openapi';
import { calculatorAnswer, calculatorRequest, errorEnvelope } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { spendAndRecord } from '../pricing/calculation-log';
import { calculatorAnswerOf, companyPricing } from '../pricing/calculate';
import { ROLE_SETS } from '../middleware/roles';
import { assertProvidersAllowed, tokenProviders } from '../middleware/token-providers';
import { createRouter, errorAnswers, guard, jsonAnswer, jsonBody } from './route-kit';

export function calculatorRoutes({ db, auth, now }: RouteDeps) {
  const r = createRouter();

  const calculate = createRoute({
    method: 'post', path: '/calculator', tags: ['calculator'], ...guard(auth, ...ROLE_SETS.anyUser),
    summary: "Price a shipment with every connected delivery service (one calculation unit; the company's tariff rules apply)",
    request: { body: jsonBody(calculatorRequest) },
    responses: {
      200: jsonAnswer(calculatorAnswer, 'Door and point tariffs per delivery service'),
      400: errorAnswers[400], 401: errorAnswers[401],
      402: jsonAnswer(errorEnvelope, 'No calculation units left (060001)'),
      403: errorAnswers[403],
    },
  });
  r.openapi(calculate, async (c) => {
    const asked = c.req.valid('json');
    // A token limited to some services prices those only (middleware/token-providers.ts).
    const limited = tokenProviders(c);
    if (asked.providerKeys?.length) assertProvidersAllowed(c, asked.providerKeys);
    const request = limited && !asked.providerKeys?.length ? { ...asked, providerKeys: limited } : asked;
    const lang = c.get('lang');
    const { companyId, userId } = c.get('auth');
    const pricing = await companyPricing(db, companyId);
    const offers = await spendAndRecord(db, { companyId, userId }, request, now(), pricing.offers(request, lang));
    return c.json(await calculatorAnswerOf(db, request, offers), 200);
  });
  return r;
}

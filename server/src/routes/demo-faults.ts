// Demo-mode calls for end-to-end tests (mounted only when config.demo; elsewhere 404): fault switches
// for the caller's company (middleware/faults.ts) and the switch that expires every sync cursor.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { faultRulesAnswer, faultRulesRequest, type FaultRule } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail, type FieldFailure } from '../lib/api-failure';
import type { DemoFaults } from '../db/repos/demo-faults';
import { expireCompanyCursors } from '../sync/expire-cursors';
import { createRouter, errorAnswers, guard, jsonAnswer, jsonBody } from './route-kit';

const tags = ['demo'];
const answers = { 400: errorAnswers[400], 401: errorAnswers[401] };

/** "status" needs the status to answer, "delay" how long to wait. */
function checkRules(rules: FaultRule[]): void {
  const errors: FieldFailure[] = rules.flatMap((rule, i): FieldFailure[] => {
    if (rule.action === 'status' && rule.status === undefined) return [{ field: `rules.${i}.status`, text: 'required' }];
    if (rule.action === 'delay' && rule.delayMs === undefined) return [{ field: `rules.${i}.delayMs`, text: 'required' }];
    return [];
  });
  if (errors.length) throw fail.fields(errors);
}

export function demoRoutes({ db, auth }: RouteDeps, store: DemoFaults) {
  const r = createRouter();

  const add = createRoute({
    method: 'post', path: '/faults', tags, ...guard(auth),
    summary: "Make the next matching calls of the caller's company fail (status, html, drop, drop-after-apply, delay)",
    request: { body: jsonBody(faultRulesRequest) },
    responses: { 200: jsonAnswer(faultRulesAnswer, "The company's rules now"), ...answers },
  });
  r.openapi(add, async (c) => {
    const { rules } = c.req.valid('json');
    checkRules(rules);
    return c.json({ rules: await store.add(c.get('auth').companyId, rules) }, 200);
  });

  const list = createRoute({
    method: 'get', path: '/faults', tags, ...guard(auth), summary: "The caller's company's fault rules, with the uses left",
    responses: { 200: jsonAnswer(faultRulesAnswer, 'Rules; times = uses left'), 401: errorAnswers[401] },
  });
  r.openapi(list, async (c) => c.json({ rules: await store.list(c.get('auth').companyId) }, 200));

  const clear = createRoute({
    method: 'delete', path: '/faults', tags, ...guard(auth), summary: "Remove the caller's company's fault rules",
    responses: { 200: jsonAnswer(faultRulesAnswer, 'No rules left'), 401: errorAnswers[401] },
  });
  r.openapi(clear, async (c) => {
    await store.clear(c.get('auth').companyId);
    return c.json({ rules: [] }, 200);
  });

  const expire = createRoute({
    method: 'post', path: '/sync/expire-cursors', tags, ...guard(auth),
    summary: "Purge the caller's company's tombstones and raise its sync horizon: each of its cursors answers 410",
    responses: { 200: jsonAnswer(z.object({ horizon: z.number().int() }), 'The new horizon'), 401: errorAnswers[401] },
  });
  r.openapi(expire, async (c) => c.json({ horizon: await expireCompanyCursors(db, c.get('auth').companyId) }, 200));

  return r;
}

// POST /v1/demo/sim/tick (demo mode only; mounted nowhere else, so 404 there): moves every moving order
// of the caller's company one step along its route now, due or not, so tests and demos need not wait
// for the simulation's clock.
import { createRoute } from '@hono/zod-openapi';
import { simTickAnswer } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { forceStep } from '../sim/apply-due';
import { createRouter, errorAnswers, guard, jsonAnswer } from './route-kit';

export function demoSimRoutes({ db, auth, now, config }: RouteDeps) {
  const r = createRouter();
  const tick = createRoute({
    method: 'post', path: '/sim/tick', tags: ['demo'], ...guard(auth),
    summary: "Move every moving order of the caller's company one step now (demo mode only)",
    responses: { 200: jsonAnswer(simTickAnswer, 'How many orders moved'), 401: errorAnswers[401] },
  });
  r.openapi(tick, async (c) => {
    const run = { now: now(), failRate: config.simFailRate ?? 0, tracingId: c.get('tracingId') };
    return c.json({ advanced: await forceStep(db, run, c.get('auth').companyId) }, 200);
  });
  return r;
}

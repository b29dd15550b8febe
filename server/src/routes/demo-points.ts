// POST /v1/demo/points/tick (demo mode only; mounted nowhere else, so 404 there): changes some points and
// removes some now, as the simulator does a few times a minute (points/point-life.ts), so tests and
// demos can see a later sync fetch changes and tombstones without waiting. Points are everyone's: this
// changes them for every company.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { RouteDeps } from '../deps';
import { livenPoints } from '../points/point-life';
import { createRouter, errorAnswers, guard, jsonAnswer } from './route-kit';

const answer = z.object({ changed: z.array(z.string()), removed: z.array(z.string()) });

export function demoPointRoutes({ db, auth, now }: RouteDeps) {
  const r = createRouter();
  const tick = createRoute({
    method: 'post', path: '/points/tick', tags: ['demo'], ...guard(auth),
    summary: 'Change `changes` random points (hours or enabled) and remove `removals` now (demo mode only)',
    request: {
      query: z.object({
        changes: z.coerce.number().int().min(0).max(100).default(5),
        removals: z.coerce.number().int().min(0).max(100).default(1),
      }),
    },
    responses: { 200: jsonAnswer(answer, 'Ids of the changed and the removed points'), 400: errorAnswers[400], 401: errorAnswers[401] },
  });
  r.openapi(tick, async (c) => c.json(await livenPoints(db, Math.random, c.req.valid('query'), now()), 200));
  return r;
}

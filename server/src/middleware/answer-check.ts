// The end-to-end suite's check that the API answers only what its OpenAPI document says (docs/api.md "The API's
// description"): with ANSWER_CHECK_FILE set, every /v1 answer whose status the document does not list for its
// route and method is appended there as a JSON line; the suite's teardown fails on any. Off by default: a
// deployment has nothing to gain from it.
import { appendFileSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env';

/** `get /v1/app/orders/{id}` -> the statuses documented for it. */
export type DocumentedAnswers = () => Map<string, Set<string>>;

export function answerCheck(file: string, documented: DocumentedAnswers): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/v1/')) return;
    // The route that answered: the last one matched that is not a middleware's wildcard.
    const route = matchedRoutes(c).findLast((r) => !r.path.endsWith('*'));
    if (!route) return;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const statuses = documented().get(`${c.req.method.toLowerCase()} ${path}`);
    // A path no route documents (an unknown path's 404) is not the document's to answer for; a 5xx is the demo
    // faults' doing here (no input may make the server answer 500: tests/server/sweep.test.ts).
    if (!statuses || c.res.status >= 500 || statuses.has(String(c.res.status)) || statuses.has('default')) return;
    appendFileSync(file, `${JSON.stringify({ method: c.req.method, path, status: c.res.status })}\n`);
  };
}

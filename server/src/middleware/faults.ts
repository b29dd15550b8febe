// Demo-mode fault switches for end-to-end tests (docs/sync.md, fault tests 2 and 7): rules added through
// POST /v1/demo/faults make the next matching calls of the caller's company fail on purpose. Rules are
// per company, so parallel tests in different companies never see each other's faults; calls without
// a valid token and the /v1/demo calls themselves are never faulted. Kept in the database (db/repos/demo-faults.ts),
// so every server instance on it sees them; a call with a token pays one small query while no company has any.
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../../src/contract';
import type { AppEnv, AuthUser } from '../app-env';
import type { DemoFaults } from '../db/repos/demo-faults';
import { ApiFailure } from '../lib/api-failure';
import type { TextKey } from '../lib/texts';
import { failureResponse } from './errors';

export const CAPTIVE_PORTAL_HTML = '<html><body>Wi-Fi login</body></html>';

function failureFor(status: number): ApiFailure {
  const as = (code: string, text: TextKey) => new ApiFailure(status as ApiFailure['status'], code, text);
  if (status === 429) return as(ERROR_CODES.tooManyRequests, 'tooManyRequests');
  if (status === 401) return as(ERROR_CODES.invalidSecurityKey, 'invalidSecurityKey');
  if (status >= 502 && status <= 504) return as(ERROR_CODES.internal, 'serviceUnavailable');
  if (status >= 500) return as(ERROR_CODES.internal, 'internal');
  return as(ERROR_CODES.validation, 'injectedFault');
}

/** Resets the TCP connection: the client sees a network error, never an answer. app.request() has
 *  no socket (c.env is empty there), so in-process tests get a thrown error, i.e. a 500. */
function dropConnection(c: Context<AppEnv>): Response {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  if (!bindings?.incoming) throw new Error('fault "drop": no socket to drop outside @hono/node-server');
  bindings.incoming.socket.destroy();
  // Tells @hono/node-server the response is handled, so it writes nothing to the dead socket.
  return RESPONSE_ALREADY_SENT;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function faults(store: DemoFaults, resolve: (authorization: string | undefined) => Promise<AuthUser | null>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('Authorization');
    if (!authorization || c.req.path.startsWith('/v1/demo/') || !(await store.anyLeft())) return next();
    const user = await resolve(authorization);
    const rule = user ? await store.take(user.companyId, c.req.method, c.req.path) : null;
    if (!rule) return next();
    switch (rule.action) {
      case 'status': {
        const res = failureResponse(c, failureFor(rule.status ?? 503));
        if (rule.retryAfter !== undefined) res.headers.set('Retry-After', String(rule.retryAfter));
        return res;
      }
      case 'html':
        return c.html(CAPTIVE_PORTAL_HTML, 200);
      case 'drop':
        return dropConnection(c);
      case 'drop-after-apply':
        // The write runs and commits (and its Idempotency-Key answer is stored); only the answer is lost.
        await next();
        c.res = dropConnection(c);
        return;
      case 'delay':
        await sleep(rule.delayMs ?? 0);
        return next();
    }
  };
}

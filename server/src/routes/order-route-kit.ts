// Pieces every order route shares: the {id} path parameter, the error answers an order call gives, and the
// guard that puts a provider-limited token's check on every order call (middleware/token-providers.ts).
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { errorEnvelope } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import type { SqlDb } from '../db/sql/sql-db';
import { tokenOrderScope } from '../middleware/token-providers';
import { errorAnswers, guardWith, jsonAnswer } from './route-kit';

export const orderIdParams = z.object({ id: z.string().min(1).max(64) });

export const orderAnswers = {
  401: errorAnswers[401],
  403: jsonAnswer(errorEnvelope, 'Role or company does not allow it, or the order is of a service the API token is not for (040301)'),
  404: jsonAnswer(errorEnvelope, 'No such order in the caller\'s company (040080)'),
  409: jsonAnswer(errorEnvelope, 'Not allowed in the order\'s status (040081, 040082, 040089, 040306) or clientNumber used (040901)'),
} as const;

/** guard() of an order call: auth, roles, then the token's services against the orders the call names, all
 *  before the Idempotency-Key replay (route-kit.ts guardWith). */
export function orderGuard(deps: { db: SqlDb; auth: MiddlewareHandler<AppEnv> }, ...roles: string[]) {
  return guardWith(deps.auth, [tokenOrderScope(deps.db)], ...roles);
}

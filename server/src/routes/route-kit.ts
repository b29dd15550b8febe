// Shared pieces of route definitions: the router factory with our validation hook, JSON bodies and
// answers for the OpenAPI document, and `guard`, which puts auth and roles on a route and in the document.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { errorEnvelope } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import { idempotency } from '../middleware/idempotency';
import { requireRoles } from '../middleware/roles';
import { validationHook } from '../middleware/validation-hook';

export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
export type Router = ReturnType<typeof createRouter>;

export const SECURITY_SCHEME = 'token';

/** A required JSON body: without `required`, a request lacking Content-Type would skip validation. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const jsonAnswer = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const errorAnswer = (description: string) => jsonAnswer(errorEnvelope, description);

/** The error answers a route can give, for the document; the envelope is the same for all. */
export const errorAnswers = {
  400: errorAnswer('Invalid input (040001) or filter (040010, 040011)'),
  401: errorAnswer('Missing, unknown or expired token (040101)'),
  403: errorAnswer('Role or company does not allow it (040301)'),
  409: errorAnswer('Already exists (040901)'),
  429: errorAnswer('Too many failed tries or mails (042901); Retry-After says how many seconds to wait'),
} as const;

/** Auth, then roles (none listed: any signed-in user; admin always passes), then Idempotency-Key for
 *  writes that carry one (middleware/idempotency.ts), so a repeated write answers its first answer. */
export function guard(auth: MiddlewareHandler<AppEnv>, ...roles: string[]) {
  return {
    middleware: [auth, requireRoles(...roles), idempotency] as MiddlewareHandler<AppEnv>[],
    security: [{ [SECURITY_SCHEME]: [] }],
  };
}

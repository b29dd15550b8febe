// Shared pieces of route definitions: the router factory with our validation hook, JSON bodies and
// answers for the OpenAPI document, and `guard`, which puts auth and roles on a route and in the document.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
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

export const errorAnswer = (description: string) => jsonAnswer(errorEnvelope, description);

/** The error answers a route can give, for the document; the envelope is the same for all. */
export const errorAnswers = {
  400: errorAnswer('Invalid input (040001) or filter (040010, 040011)'),
  401: errorAnswer('Missing, unknown or expired token (040101)'),
  403: errorAnswer('Role or company does not allow it (040301)'),
  409: errorAnswer('Already exists (040901)'),
  412: errorAnswer('The record changed since the If-Match version (040412); data is the record now'),
  429: errorAnswer('Too many failed tries or mails (042901); Retry-After says how many seconds to wait'),
} as const;

/** Calls under the auth limits (limits/auth-limits.ts): past a limit, or its counters out of reach. */
export const limitAnswers = {
  429: errorAnswers[429],
  503: errorAnswer('The limits could not be checked (050001): nothing was done; Retry-After says when to try again'),
} as const;

/** Auth, then roles (none listed: any signed-in user; admin always passes), then Idempotency-Key for
 *  writes that carry one (middleware/idempotency.ts), so a repeated write answers its first answer. */
export function guard(auth: MiddlewareHandler<AppEnv>, ...roles: string[]) {
  return guardWith(auth, [], ...roles);
}

/** guard() with checks of the route's own after the roles and before the Idempotency-Key step: whatever may
 *  refuse a caller must run before a replay, or the replay would answer them what the first caller got
 *  (token management's login only, a token's delivery services on orders: docs/decisions/api-tokens.md). */
export function guardWith(auth: MiddlewareHandler<AppEnv>, checks: MiddlewareHandler<AppEnv>[], ...roles: string[]) {
  return {
    middleware: [auth, requireRoles(...roles), ...checks, idempotency] as MiddlewareHandler<AppEnv>[],
    security: [{ [SECURITY_SCHEME]: [] }],
  };
}

/** A JSON answer already encoded (pages built from stored item JSON), typed as the route's schema `T` says:
 *  hono types only bodies it encodes itself. Bytes, not a string: a string body is first scanned for lone
 *  surrogates by the Response constructor. The overload gives the type; the body is the caller's promise. */
export function encodedJson<T>(c: Context, bytes: Uint8Array<ArrayBuffer>, headers?: Record<string, string>): Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
export function encodedJson(c: Context, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Response {
  return c.body(bytes, 200, { 'Content-Type': 'application/json', ...headers });
}

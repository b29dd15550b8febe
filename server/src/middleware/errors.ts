// Turns every failure into the error envelope {code, message, description?, errors?} (docs/api.md) in
// the caller's language: thrown ApiFailures, Hono's own HTTP errors, zod validation, unknown paths, bugs.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorEnvelope } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import { ApiFailure } from '../lib/api-failure';
import { text, type Lang } from '../lib/texts';

const langOf = (c: Context<AppEnv>): Lang => c.get('lang') ?? 'ru';

export function envelopeOf(failure: ApiFailure, lang: Lang): ErrorEnvelope {
  const { params, description, descriptionParams, errors, data } = failure.init;
  return {
    code: failure.code,
    message: text(failure.text, lang, params),
    ...(description ? { description: text(description, lang, descriptionParams) } : {}),
    ...(errors?.length
      ? { errors: errors.map((e) => ({ field: e.field, message: text(e.text, lang, e.params) })) }
      : {}),
    ...(data === undefined ? {} : { data }),
  };
}

export function failureResponse(c: Context<AppEnv>, failure: ApiFailure): Response {
  return c.json(envelopeOf(failure, langOf(c)), failure.status, failure.init.headers);
}

/** Hono raises these for malformed JSON (400), a body over the limit (413) and a wrong content type (415). */
function fromHttpException(e: HTTPException): ApiFailure {
  const status = e.status as ContentfulStatusCode;
  if (status === 413) return new ApiFailure(413, ERROR_CODES.validation, 'bodyTooLarge');
  if (status === 415) return new ApiFailure(415, ERROR_CODES.validation, 'unsupportedMediaType');
  if (status === 401) return new ApiFailure(401, ERROR_CODES.invalidSecurityKey, 'invalidSecurityKey');
  if (status === 404) return new ApiFailure(404, ERROR_CODES.notFound, 'notFound');
  if (status < 500) {
    return new ApiFailure(status, ERROR_CODES.validation, 'malformedJson', {
      errors: [{ field: 'body', text: 'malformedJson' }],
    });
  }
  return new ApiFailure(500, ERROR_CODES.internal, 'internal');
}

/** PostgreSQL's data exceptions (SQLSTATE class 22: a value its column cannot hold) come from what the caller
 *  sent, which no check before it caught: the caller's mistake (400), not the server's. */
export function isDataException(err: unknown): boolean {
  const code: unknown = err instanceof Error && 'severity' in err ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}

export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiFailure) return failureResponse(c, err);
  if (err instanceof HTTPException) return failureResponse(c, fromHttpException(err));
  if (isDataException(err)) {
    console.warn(`[refused] ${c.req.method} ${c.req.path} tracing=${c.get('tracingId')}: ${err.message}`);
    return failureResponse(c, new ApiFailure(400, ERROR_CODES.validation, 'validationFailed'));
  }
  console.error(`[error] ${c.req.method} ${c.req.path} tracing=${c.get('tracingId')}`, err);
  return failureResponse(c, new ApiFailure(500, ERROR_CODES.internal, 'internal'));
};

export const notFound: NotFoundHandler<AppEnv> = (c) =>
  failureResponse(c, new ApiFailure(404, ERROR_CODES.notFound, 'notFound'));

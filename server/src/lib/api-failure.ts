// The one error type handlers throw; middleware/errors.ts turns it into the error envelope in the
// caller's language. Texts travel as keys so the thrower needs no language.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES } from '../../../src/contract';
import type { TextKey, TextParams } from './texts';

export type FieldFailure = { field: string; text: TextKey; params?: TextParams };

type FailureInit = {
  params?: TextParams;
  description?: TextKey;
  descriptionParams?: TextParams;
  errors?: FieldFailure[];
  /** Sent with the envelope, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** The envelope's `data`: a 412's record as it is now. */
  data?: unknown;
};

export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly text: TextKey,
    readonly init: FailureInit = {},
  ) {
    super(`${code} ${text}`);
    this.name = 'ApiFailure';
  }
}

export const fail = {
  unauthorized: () => new ApiFailure(401, ERROR_CODES.invalidSecurityKey, 'invalidSecurityKey'),
  forbidden: () => new ApiFailure(403, ERROR_CODES.forbidden, 'forbidden'),
  notFound: () => new ApiFailure(404, ERROR_CODES.notFound, 'notFound'),
  /** 400 with the main text and, when a form field is to blame, the same text under that field. */
  badRequest: (text: TextKey, field?: string, params?: TextParams) =>
    new ApiFailure(400, ERROR_CODES.validation, text, {
      params,
      errors: field ? [{ field, text, params }] : undefined,
    }),
  fields: (errors: FieldFailure[]) => new ApiFailure(400, ERROR_CODES.validation, 'validationFailed', { errors }),
  conflict: (code: string, text: TextKey, field?: string) =>
    new ApiFailure(409, code, text, { errors: field ? [{ field, text }] : undefined }),
  /** 412: the edit was made on an older version of the record; the answer carries the record now. */
  versionConflict: (current: unknown) => new ApiFailure(412, ERROR_CODES.versionConflict, 'versionConflict', { data: current }),
  /** 429 with Retry-After in whole seconds and the wait in minutes in the text. */
  tooMany: (waitMs: number) => {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new ApiFailure(429, ERROR_CODES.tooManyRequests, 'tooManyAttempts', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'Retry-After': String(seconds) },
    });
  },
};

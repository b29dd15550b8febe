// One error type for every failed call, page and sync worker alike, so callers tell a refusal from a lost
// network, an expired token from a bad request, and what may be tried again (docs/architecture.md, "HTTP core").
import { FetchError } from 'ofetch';
import type { ErrorEnvelope } from '../envelope';
import { retryAfterMs, isRetryableStatus } from './retry-after';
import { asEnvelope, isExpiredToken } from './success-rule';

/**
 * api: the server answered with an error body on a 2xx; http: a non-2xx status;
 * network: no answer at all (offline, DNS, reset); timeout: no answer within the timeout.
 */
export type ApiErrorKind = 'api' | 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: Partial<ErrorEnvelope> | undefined;
  /** Seconds from the Retry-After header (a 429 of the login limits), when the server sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, body?: Partial<ErrorEnvelope>, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  /** True when the server never answered, so the same call may simply be tried again later. */
  get isOffline(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }

  /** Code 040101: only a new login helps. */
  get isExpiredToken(): boolean {
    return isExpiredToken(this.body);
  }

  /** For an idempotent call: no answer, a 5xx, or a 429 that says when to come back. */
  get worthRetrying(): boolean {
    return this.isOffline || isRetryableStatus(this.status, this.retryAfterSeconds !== undefined);
  }
}

/** A 2xx whose body breaks the success rule: the API's own refusal. */
export function refusalError(status: number, body: unknown): ApiError {
  const envelope = asEnvelope(body);
  return new ApiError('api', status, envelope?.message ?? 'API error', envelope);
}

/** What ofetch threw (a non-2xx status, a timeout, no network), as an ApiError. */
export function toApiError(e: unknown, now = Date.now()): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof FetchError) {
    if (e.response) {
      const waitMs = retryAfterMs(e.response.headers.get('Retry-After'), now);
      return new ApiError('http', e.response.status, e.message, asEnvelope(e.data), waitMs === undefined ? undefined : waitMs / 1000);
    }
    // ofetch aborts with an Error named TimeoutError, a browser's own timeout with a DOMException of that name.
    const timedOut = e.cause instanceof Error && e.cause.name === 'TimeoutError';
    return new ApiError(timedOut ? 'timeout' : 'network', 0, e.message);
  }
  return new ApiError('network', 0, e instanceof Error ? e.message : String(e));
}

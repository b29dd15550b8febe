// One error type for every failed call, so screens and the outbox can tell a rejection from a lost network.
import type { ErrorEnvelope } from '../contract';

/**
 * api: the server answered with an error body on a 2xx; http: a non-2xx status;
 * network: no answer at all (offline, DNS, reset); timeout: no answer within 60 s.
 */
export type ApiErrorKind = 'api' | 'http' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: Partial<ErrorEnvelope> | undefined;
  /** Seconds from the Retry-After header (a 429 of the login limits), when the server sent a number. */
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
}

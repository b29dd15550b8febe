// What an answer to a queued change means for the outbox (docs/sync.md "Push"). Pure, so every rule
// is unit-tested: network trouble and server overload retry; a dead token pauses the whole queue;
// the server refusing the change rejects it; only the API's own JSON counts as delivered.
import { errorCodeOf, isApiJson, isLoginRefused, isRetryableStatus, isSuccessResponse, retryAfterMs } from '../../src/contract/http';
import { ERROR_CODES } from '../../src/contract/constants';
import type { OutboxError } from '../../src/db/outbox-entry';

export type Answer =
  | { kind: 'network'; message: string }
  | {
    kind: 'http'; status: number; contentType: string; body: unknown; retryAfter: string | null;
    /** The server's stored first answer to this Idempotency-Key (Idempotent-Replayed), not a new run. */
    replayed?: boolean;
  };

export type Verdict =
  | { outcome: 'accepted'; body: unknown }
  | { outcome: 'retry'; notBeforeMs: number; reason: string }
  | { outcome: 'pause-for-login' }
  | { outcome: 'rejected'; error: OutboxError };

/** Conflicts where the server's state already is what the user wanted: cancelling a cancelled order. */
const ALREADY_DONE = new Set<string>([ERROR_CODES.orderAlreadyCancelled]);

function rejection(status: number, body: unknown): OutboxError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<OutboxError>;
  return {
    status,
    code: errorCodeOf(body),
    message: typeof b.message === 'string' ? b.message : `HTTP ${status}`,
    description: typeof b.description === 'string' ? b.description : undefined,
    errors: Array.isArray(b.errors) ? b.errors : undefined,
    ...(status === 412 && 'data' in b ? { current: (b as { data?: unknown }).data } : {}),
  };
}

export function classifyAnswer(answer: Answer, now: number): Verdict {
  if (answer.kind === 'network') return { outcome: 'retry', notBeforeMs: 0, reason: answer.message };
  const { status, body } = answer;
  const code = errorCodeOf(body);
  const waitMs = retryAfterMs(answer.retryAfter, now);

  if (isLoginRefused(status, body)) return { outcome: 'pause-for-login' };
  // A queued change is never dropped for want of an answer: beyond what any idempotent call retries, the
  // outbox also retries a 408 and a 429 that does not say when (its Idempotency-Key makes the repeat safe).
  if (status === 408 || status === 429 || isRetryableStatus(status, waitMs !== undefined)) {
    return { outcome: 'retry', notBeforeMs: waitMs ?? 0, reason: `HTTP ${status}` };
  }
  // A captive portal or proxy answers 200 with its own page: the API never saw the change.
  if (status !== 204 && !isApiJson(answer.contentType)) return { outcome: 'retry', notBeforeMs: 0, reason: `not the API (${answer.contentType || 'no type'})` };
  // The first request with this key is still running on the server: ask again later.
  if (code === ERROR_CODES.idempotencyInProgress) return { outcome: 'retry', notBeforeMs: 1000, reason: 'in progress' };
  if (code && ALREADY_DONE.has(code)) return { outcome: 'accepted', body: null };
  if (status >= 200 && status < 300 && isSuccessResponse(status, body)) return { outcome: 'accepted', body };
  return { outcome: 'rejected', error: rejection(status, body) };
}

// What an answer to a queued change means for the outbox (SYNC.md "Answers"). Pure, so every rule
// is unit-tested: network trouble and server overload retry; a dead token pauses the whole queue;
// the server refusing the change rejects it; only the API's own JSON counts as delivered.
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

const codeOf = (body: unknown): string | undefined =>
  body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string'
    ? (body as { code: string }).code
    : undefined;

/** Retry-After in seconds or as an HTTP date, as milliseconds from now. */
export function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

function rejection(status: number, body: unknown): OutboxError {
  const b = (body && typeof body === 'object' ? body : {}) as Partial<OutboxError>;
  return {
    status,
    code: codeOf(body),
    message: typeof b.message === 'string' ? b.message : `HTTP ${status}`,
    description: typeof b.description === 'string' ? b.description : undefined,
    errors: Array.isArray(b.errors) ? b.errors : undefined,
  };
}

export function classifyAnswer(answer: Answer, now: number): Verdict {
  if (answer.kind === 'network') return { outcome: 'retry', notBeforeMs: 0, reason: answer.message };
  const { status, body } = answer;
  const code = codeOf(body);
  const isJson = answer.contentType.includes('application/json');

  if (status === 401 || code === ERROR_CODES.invalidSecurityKey) return { outcome: 'pause-for-login' };
  if (status === 408 || status === 429 || status >= 500) {
    return { outcome: 'retry', notBeforeMs: retryAfterMs(answer.retryAfter, now), reason: `HTTP ${status}` };
  }
  // A captive portal or proxy answers 200 with its own page: the API never saw the change.
  if (status !== 204 && !isJson) return { outcome: 'retry', notBeforeMs: 0, reason: `not the API (${answer.contentType || 'no type'})` };
  // The first request with this key is still running on the server: ask again later.
  if (code === ERROR_CODES.idempotencyInProgress) return { outcome: 'retry', notBeforeMs: 1000, reason: 'in progress' };
  if (code && ALREADY_DONE.has(code)) return { outcome: 'accepted', body: null };
  // The spec's success rule: no code field, or HTTP 200.
  if (status >= 200 && status < 300 && (code === undefined || status === 200)) return { outcome: 'accepted', body };
  return { outcome: 'rejected', error: rejection(status, body) };
}

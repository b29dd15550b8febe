// The Retry-After header and which failures are worth another try. Kept apart from the callers' backoff:
// the header and the statuses are the wire's, how long to wait beyond them is each side's own.
/** Retry-After in whole seconds (our server) or as an HTTP date (others), as milliseconds from `now`;
 *  undefined when the header is missing or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** For an idempotent call: a 5xx may pass, and a 429 that says when to come back will. Any other status
 *  answers the same the next time. (No answer at all is worth retrying too: see ApiError.worthRetrying.) */
export const isRetryableStatus = (status: number, saysWhenToRetry: boolean): boolean =>
  status >= 500 || (status === 429 && saysWhenToRetry);

// The page's toast texts and durations for a failed call (docs/api.md "Answers and errors"), as pure
// functions so they are unit-tested. The success rule itself is the HTTP core's (src/contract/http/success-rule.ts).
import { asEnvelope } from '../contract/http/success-rule';

export const API_ERROR_TOAST_MS = 5000;
export const HTTP_ERROR_TOAST_MS = 6000;

/** Toast text for an error body on a 2xx: description, else message, else the "Unknown error" fallback. */
export function apiErrorText(body: unknown, unknownError: string): string {
  const env = asEnvelope(body);
  return env?.description || env?.message || unknownError;
}

/** Toast text for an HTTP error: description, else message, else the client's own message. */
export function httpErrorText(body: unknown, clientMessage: string): string {
  const env = asEnvelope(body);
  return env?.description || env?.message || clientMessage;
}

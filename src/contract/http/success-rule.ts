// How an answer of the API is read: the product's success rule (a body without a code field, or HTTP 200), the
// error code it carries, the expired-token code 040101 and whether the body is the API's JSON at all.
// Pure, so the page's client and the sync worker judge answers alike (docs/architecture.md, "HTTP core").
import type { ErrorEnvelope } from '../envelope';
import { ERROR_CODES } from '../constants';

/** The body as an error envelope whose fields may be missing, or undefined when it is not an object. */
export const asEnvelope = (body: unknown): Partial<ErrorEnvelope> | undefined =>
  body && typeof body === 'object' ? (body as Partial<ErrorEnvelope>) : undefined;

/** The body's error code when it is a string (the envelope's type); anything else is no code. */
export function errorCodeOf(body: unknown): string | undefined {
  const code = asEnvelope(body)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A response is a success when its body has no code field or the HTTP status is 200. */
export function isSuccessResponse(status: number, body: unknown): boolean {
  return status === 200 || asEnvelope(body)?.code === undefined;
}

/** Code 040101: the token is invalid or expired, whatever the HTTP status. */
export const isExpiredToken = (body: unknown): boolean => errorCodeOf(body) === ERROR_CODES.invalidSecurityKey;

/** The server will not take this token: HTTP 401 (another host or proxy may send it bare) or code 040101. */
export const isLoginRefused = (status: number, body: unknown): boolean => status === 401 || isExpiredToken(body);

/** The API answers JSON; a captive portal or proxy answers with a page of its own. */
export const isApiJson = (contentType: string): boolean => contentType.includes('application/json');

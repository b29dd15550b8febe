// The success rule and toast texts of spec section 8, as pure functions so they are unit-tested.
import type { ErrorEnvelope } from '../contract';
import { ERROR_CODES } from '../contract/constants';

export const API_ERROR_TOAST_MS = 5000;
export const HTTP_ERROR_TOAST_MS = 6000;

const asEnvelope = (body: unknown): Partial<ErrorEnvelope> | undefined =>
  body && typeof body === 'object' ? (body as Partial<ErrorEnvelope>) : undefined;

/** A response is a success when its body has no code field or the HTTP status is 200. */
export function isSuccessResponse(status: number, body: unknown): boolean {
  return status === 200 || asEnvelope(body)?.code === undefined;
}

export const isInvalidSecurityKey = (body: unknown): boolean =>
  asEnvelope(body)?.code === ERROR_CODES.invalidSecurityKey;

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

export { asEnvelope };

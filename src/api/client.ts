// The one HTTP client of the console (spec sections 7-8): 60 s timeout, Authorization and
// Accept-Language on every call, the success rule, error toasts and the 040101 prompt.
import { ofetch, FetchError } from 'ofetch';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { getToken } from './token';
import { ApiError } from './api-error';
import { apiEvents } from './api-events';
import {
  API_ERROR_TOAST_MS, HTTP_ERROR_TOAST_MS, apiErrorText, asEnvelope, httpErrorText,
  isInvalidSecurityKey, isSuccessResponse,
} from './response-rules';

export const HTTP_TIMEOUT_MS = 60_000;
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** No toast and no 040101 dialog: for calls whose caller handles every failure itself (the session
   *  loader sends a rejected user-info load to the login page; a dialog on top of it would ask twice). */
  quiet?: boolean;
};

const http = ofetch.create({ baseURL: API_BASE_URL, timeout: HTTP_TIMEOUT_MS, retry: 0 });

function authHeaders(extra?: Record<string, string>): Record<string, string> {
  const token = getToken();
  return {
    'Accept-Language': i18n.locale || 'ru',
    ...(token ? { Authorization: token } : {}),
    ...extra,
  };
}

function report(error: ApiError, quiet: boolean | undefined): ApiError {
  if (quiet) return error;
  if (isInvalidSecurityKey(error.body)) apiEvents.relogin();
  else if (error.kind === 'api') {
    apiEvents.toast({ text: apiErrorText(error.body, i18n._(msg`Unknown error`)), durationMs: API_ERROR_TOAST_MS });
  } else {
    apiEvents.toast({ text: httpErrorText(error.body, error.message), durationMs: HTTP_ERROR_TOAST_MS });
  }
  return error;
}

function toApiError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e instanceof FetchError) {
    if (e.response) {
      const body = asEnvelope(e.data);
      // Our server sends whole seconds; a date (another server's way) is left out rather than parsed.
      const retryAfter = Number(e.response.headers.get('Retry-After') ?? NaN);
      return new ApiError('http', e.response.status, e.message, body, Number.isFinite(retryAfter) ? retryAfter : undefined);
    }
    const timedOut = e.cause instanceof DOMException && e.cause.name === 'TimeoutError';
    return new ApiError(timedOut ? 'timeout' : 'network', 0, e.message);
  }
  return new ApiError('network', 0, e instanceof Error ? e.message : String(e));
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const response = await http.raw(path, {
      method: options.method ?? 'GET',
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      query: options.query,
      headers: authHeaders(options.headers),
    });
    const body = response._data;
    if (!isSuccessResponse(response.status, body)) {
      const env = asEnvelope(body);
      throw new ApiError('api', response.status, env?.message ?? 'API error', env);
    }
    return body as T;
  } catch (e) {
    throw report(toApiError(e), options.quiet);
  }
}

// The page's HTTP client. The wire (host, 60 s timeout, headers, success rule, the typed error) is the HTTP
// core's, shared with the sync worker; what is the page's own stays here: the token cookie, the language
// of the UI, and telling the user about a failure (docs/architecture.md, "HTTP core").
import { i18n } from '@lingui/core';
import { createWireFetch, isSuccessResponse, refusalError, toApiError } from '../contract/http';
import { getToken } from './token';
import { reportApiError } from './report-api-error';

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

const http = createWireFetch({ baseUrl: API_BASE_URL, token: getToken, lang: () => i18n.locale || 'ru' });

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    const response = await http.raw(path, {
      method: options.method ?? 'GET',
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      query: options.query,
      headers: options.headers,
    });
    const body = response._data;
    if (!isSuccessResponse(response.status, body)) throw refusalError(response.status, body);
    return body as T;
  } catch (e) {
    const error = toApiError(e);
    if (!options.quiet) reportApiError(error);
    throw error;
  }
}

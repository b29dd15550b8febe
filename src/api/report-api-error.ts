// Tells the user a call failed, the page's side of an ApiError: the 040101 prompt to log in again, or a
// toast in the UI's language with the product's texts and durations (src/api/response-rules.ts,
// docs/api.md "Answers and errors")..
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiError } from '../contract/http';
import { apiEvents } from './api-events';
import { API_ERROR_TOAST_MS, HTTP_ERROR_TOAST_MS, apiErrorText, httpErrorText } from './response-rules';

/** Shows the failure; returns the text shown (the error's own message when it asks for a new login). */
export function reportApiError(error: ApiError): string {
  if (error.isExpiredToken) {
    apiEvents.relogin();
    return error.message;
  }
  const text = error.kind === 'api' ? apiErrorText(error.body, i18n._(msg`Unknown error`)) : httpErrorText(error.body, error.message);
  apiEvents.toast({ text, durationMs: error.kind === 'api' ? API_ERROR_TOAST_MS : HTTP_ERROR_TOAST_MS });
  return text;
}

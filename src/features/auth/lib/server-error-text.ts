// The text to show under a form when the server refused it (toasts show the same, briefly).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../../../contract/http/api-error';

/** A 429 of the login and mail limits: how long to wait, in the console's language and whole minutes. */
function tooManyText(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return i18n._(msg`Too many attempts. Try again later.`);
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return i18n._(msg`Too many attempts. Try again in ${minutes} min.`);
}

export function serverErrorText(e: unknown): string | null {
  if (!(e instanceof ApiError)) return e instanceof Error ? e.message : null;
  if (e.status === 429) return tooManyText(e.retryAfterSeconds);
  return e.body?.description || e.body?.message || e.message;
}

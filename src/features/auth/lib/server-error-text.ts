// The text to show under a form when the server refused it (toasts show the same, briefly).
import { ApiError } from '../../../api/api-error';

export function serverErrorText(e: unknown): string | null {
  if (!(e instanceof ApiError)) return e instanceof Error ? e.message : null;
  return e.body?.description || e.body?.message || e.message;
}

// Secrets in a module's form (docs/decisions/modules.md "Secrets"): the server answers them masked, so a
// form starts with the secret empty and the masked value beside it; left empty on an edit, the body leaves
// the secret out and the server keeps the stored one. What this device shows of a queued change is masked
// too: the overlay never holds a secret in plain text.
import { maskSecret } from '../../../contract/modules';

/** A secret's input and what the server holds of it (masked; '' before the first save). */
export type SecretValue = { value: string; stored: string };

export const emptySecret = (): SecretValue => ({ value: '', stored: '' });
export const secretOf = (stored: unknown): SecretValue => ({ value: '', stored: typeof stored === 'string' ? stored : '' });

/** The secret for a body: the typed one, or nothing (keep the stored one). */
export const secretBody = (secret: SecretValue): string | undefined => secret.value.trim() || undefined;

/** A body's secrets replaced by their masks, for the overlay. */
export function maskedSecrets(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const key of keys) if (typeof body[key] === 'string') shown[key] = maskSecret(body[key]);
  return shown;
}

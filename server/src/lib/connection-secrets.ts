// The secrets among a connection's params (docs/decisions/security.md "Connection secrets"): the fields its
// provider's form marks `secret` (passwords, keys, tokens). They are sealed with the rest of the params
// (db/repos/connections.ts), answered masked like module secrets (lib/module-secrets.ts), and a PUT that
// leaves one out, sends null or '', or sends back the mask it was given, keeps the stored value.
import { SECRET_MASK, maskSecret, type ConnectionInput } from '../../../src/contract';
import type { StoredField } from '../db/schema-field';

type Params = ConnectionInput['connectParams'];

/** The codes of the form's secret fields. */
export const secretCodes = (fields: readonly StoredField[]): string[] => fields.filter((f) => f.secret === true).map((f) => f.code);

/** A value that means "keep the stored one": absent, null, '' or a masked value sent back as it came. */
const keeps = (value: unknown): boolean => typeof value !== 'string' || value === '' || value.startsWith(SECRET_MASK);

/** The params to check and store: those sent, each kept secret taken from the stored params (or left out
 *  when none is stored, so a create without a required secret is refused as missing). */
export function withKeptSecrets(sent: Params, codes: readonly string[], stored: Params = {}): Params {
  const params = { ...sent };
  for (const code of codes) {
    if (!keeps(sent[code])) continue;
    if (typeof stored[code] === 'string' && stored[code] !== '') params[code] = stored[code];
    else delete params[code];
  }
  return params;
}

/** The params as answers show them: each secret as the mask and its last four characters. */
export function maskedParams(params: Params, codes: readonly string[]): Params {
  const shown = { ...params };
  for (const code of codes) if (Object.hasOwn(shown, code)) shown[code] = maskSecret(String(shown[code] ?? ''));
  return shown;
}

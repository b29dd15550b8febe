// Secrets in the connection form (docs/decisions/security.md "Connection secrets"): the fields the provider's
// form marks `secret` (passwords, keys, tokens) come from the server masked, so the form starts them empty
// with the mask beside them; left empty, the body leaves them out and the server keeps the stored value.
// What this device keeps of a queued change for the screens (the overlay) holds masks only; the secret
// itself sits in the queued request until the server has it, as module secrets do
// (docs/decisions/modules.md "Secrets on the device").
import type { ConnectionInput, SchemaField } from '../../../contract';
import { SECRET_MASK, maskSecret } from '../../../contract/secrets';

type Params = ConnectionInput['connectParams'];

/** Field code -> what the server holds of that secret (masked); absent before the first save. */
export type SavedSecrets = Record<string, string>;

export const secretCodesOf = (fields: readonly SchemaField[]): string[] => fields.filter((f) => f.secret === true).map((f) => f.code);

/** A stored value as a mask: the server answers masks, and one pulled in clear before is masked here. */
const asMask = (value: string): string => (value.startsWith(SECRET_MASK) ? value : maskSecret(value));

/** The masks of the saved secrets, from the params this device has of the connection. */
export function savedSecretsOf(fields: readonly SchemaField[], stored: Params = {}): SavedSecrets {
  const saved: SavedSecrets = {};
  for (const code of secretCodesOf(fields)) {
    const value = stored[code];
    if (typeof value === 'string' && value !== '') saved[code] = asMask(value);
  }
  return saved;
}

/** The params the overlay shows for a body: each secret sent as its mask, each one left out as the saved mask. */
export function shownParams(fields: readonly SchemaField[], sent: Params, saved: SavedSecrets): Params {
  const shown = { ...sent };
  for (const code of secretCodesOf(fields)) {
    const value = sent[code];
    if (typeof value === 'string' && value !== '') shown[code] = maskSecret(value);
    else if (saved[code]) shown[code] = saved[code];
    else delete shown[code];
  }
  return shown;
}

/** A refused create sent again: each secret the form left empty is the one its queued requests carried
 *  (`bodies`, oldest first), as the server never got it. */
export function withQueuedSecrets(params: Params, codes: readonly string[], bodies: readonly unknown[]): Params {
  const filled = { ...params };
  for (const body of bodies) {
    const sent = (body as { connectParams?: Params } | undefined)?.connectParams ?? {};
    for (const code of codes) {
      const value = sent[code];
      if (!Object.hasOwn(params, code) && typeof value === 'string' && value !== '' && !value.startsWith(SECRET_MASK)) filled[code] = value;
    }
  }
  return filled;
}

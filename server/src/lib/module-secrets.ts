// The secrets of module and marketplace settings (docs/decisions/modules.md "Server"): kept as one sealed JSON
// object per setting (lib/secret-box.ts), answered masked, and kept as stored when an update leaves them out.
import { SECRET_MASK, maskSecret, type ModuleKind } from '../../../src/contract';
import { seal, unseal } from './secret-box';

/** Which fields of each kind's settings are secrets. */
export const SECRET_FIELDS: Record<ModuleKind, readonly string[]> = {
  insales: ['tokenPassword'],
  retailcrm: ['apiKey'],
  yamarket: ['token', 'authToken'],
  wildberries: ['apiToken'],
};

type SentSecrets = Record<string, unknown>;

/** The stored secrets in plain text (for the server's own use: never an answer). */
export const openSecrets = (sealed: string): Record<string, string> => JSON.parse(unseal(sealed)) as Record<string, string>;

/** A value that means "keep the stored one": absent, null, '' or the masked value a form sent back as it got it. */
const keeps = (value: unknown): boolean => typeof value !== 'string' || value === '' || value.startsWith(SECRET_MASK);

/** The secrets to store, in plain text: each one sent, or the stored one where the input leaves it out. */
export function keptSecrets(kind: ModuleKind, input: SentSecrets, storedSealed?: string): Record<string, string> {
  const stored = storedSealed ? openSecrets(storedSealed) : {};
  return Object.fromEntries(SECRET_FIELDS[kind].map((name) => [name, keeps(input[name]) ? (stored[name] ?? '') : String(input[name])]));
}

export const sealSecrets = (secrets: Record<string, string>): string => seal(JSON.stringify(secrets));

/** The secrets as answers show them: the mask and the last four characters. */
export function maskedSecrets(kind: ModuleKind, sealed: string): Record<string, string> {
  const plain = openSecrets(sealed);
  return Object.fromEntries(SECRET_FIELDS[kind].map((name) => [name, maskSecret(plain[name] ?? '')]));
}

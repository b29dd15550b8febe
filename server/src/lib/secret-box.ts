// Connection secrets (delivery-service passwords, tokens) are stored sealed with AES-256-GCM, so a copied
// database file or backup does not hand them out. The key is SECRETS_KEY (64 hex characters) or, unset,
// DATA_DIR/secret.key, made on first start and readable by the server's user only (docs/decisions/security.md,
// "Secrets"). Sealed text: `enc1:<key id>:<iv>:<tag>:<ciphertext>` (base64url). Every key loaded in this
// process is kept by its id, so rows sealed under one database's key still open when tests run several in one
// process.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'enc1:';
export const SECRET_KEY_FILE = 'secret.key';
const keys = new Map<string, Buffer>();
let current: { id: string; key: Buffer } | null = null;

const idOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

function takeKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes (64 hex characters)');
  const id = idOf(key);
  keys.set(id, key);
  current = { id, key };
}

/** SECRETS_KEY when set, else the key file of the data directory (made now when missing), else (an
 *  in-memory database) a key of this process alone. */
export function loadSecretKey(dataDir: string | null, env: NodeJS.ProcessEnv = process.env): void {
  const fromEnv = env.SECRETS_KEY?.trim();
  if (fromEnv) {
    if (!/^[0-9a-f]{64}$/i.test(fromEnv)) throw new Error('SECRETS_KEY must be 64 hex characters (32 bytes)');
    return takeKey(Buffer.from(fromEnv, 'hex'));
  }
  if (!dataDir) return takeKey(randomBytes(32));
  const file = join(dataDir, SECRET_KEY_FILE);
  // 'wx': never overwrite a key that rows are sealed with; mode 0600: the key is the secrets.
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  takeKey(Buffer.from(readFileSync(file, 'utf8').trim(), 'hex'));
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export function seal(plain: string): string {
  if (!current) loadSecretKey(null);
  const { id, key } = current!;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [id, iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join(':');
}

/** The plain text of a sealed value; a value stored before sealing existed is returned as it is. */
export function unseal(stored: string): string {
  if (!isSealed(stored)) return stored;
  const [id = '', iv = '', tag = '', data = ''] = stored.slice(PREFIX.length).split(':');
  const key = keys.get(id);
  if (!key) throw new Error(`No key ${id} for a sealed value: SECRETS_KEY or ${SECRET_KEY_FILE} changed`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

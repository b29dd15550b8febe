// API tokens (docs/decisions/api-tokens.md): made with a secret shown once, found by the secret's sha256,
// revoked for good. lastUsed is written at most once a minute per token, so a busy integration does not turn
// every read into a write.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db-type';
import { newToken, sha256 } from '../../lib/secrets';

export type ApiTokenRow = {
  id: string; company_id: number; user_id: number; name: string; providers: string; secret_hash: string; preview: string;
  created_at: number; last_used_at: number | null; revoked_at: number | null;
};
export type ApiTokenListRow = ApiTokenRow & { username: string };
export type ApiTokenOwner = { id: string; user_id: number; company_id: number; roles: string; providers: string; last_used_at: number | null };

/** Marks the key as an API token at a glance (logs, secret scanners); the rest is a login token's 64 hex. */
export const API_TOKEN_PREFIX = 'pct_';
const LAST_USED_EVERY_MS = 60_000;

export function apiTokensRepo(db: Db) {
  const insert = db.prepare<[string, number, number, string, string, string, string, number], ApiTokenRow>(
    `INSERT INTO api_tokens (id, company_id, user_id, name, providers, secret_hash, preview, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const owner = db.prepare<[string], ApiTokenOwner>(
    `SELECT a.id, a.user_id, a.company_id, u.roles, a.providers, a.last_used_at FROM api_tokens a JOIN users u ON u.id = a.user_id
     WHERE a.secret_hash = ? AND a.revoked_at IS NULL`,
  );
  const touch = db.prepare<[number, string]>('UPDATE api_tokens SET last_used_at = ? WHERE id = ?');
  const byId = db.prepare<[string], ApiTokenListRow>(
    'SELECT a.*, u.email AS username FROM api_tokens a JOIN users u ON u.id = a.user_id WHERE a.id = ?',
  );
  const revoke = db.prepare<[number, string]>('UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');

  return {
    create(companyId: number, userId: number, name: string, providers: string[], now: number): { row: ApiTokenRow; secret: string } {
      const secret = API_TOKEN_PREFIX + newToken();
      const row = insert.get(randomUUID(), companyId, userId, name, JSON.stringify(providers), sha256(secret), secret.slice(-4), now)!;
      return { row, secret };
    },
    /** The live token with this secret's hash, its use noted. */
    use(secretHash: string, now: number): ApiTokenOwner | null {
      const found = owner.get(secretHash);
      if (!found) return null;
      if (found.last_used_at === null || now - found.last_used_at >= LAST_USED_EVERY_MS) touch.run(now, found.id);
      return found;
    },
    byId: (id: string) => byId.get(id) ?? null,
    revoke: (id: string, now: number) => void revoke.run(now, id),
  };
}

// API tokens (docs/decisions/api-tokens.md): made with a secret shown once, found by the secret's sha256,
// revoked for good. lastUsed is written at most once a minute per token, so a busy integration does not turn
// every read into a write.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SqlDb } from '../sql/sql-db';
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

export function apiTokensRepo(db: SqlDb) {
  return {
    async create(companyId: number, userId: number, name: string, providers: string[], now: number): Promise<{ row: ApiTokenRow; secret: string }> {
      const secret = API_TOKEN_PREFIX + newToken();
      const row = await db.get(sql<ApiTokenRow>`
        INSERT INTO api_tokens (id, company_id, user_id, name, providers, secret_hash, preview, created_at)
        VALUES (${randomUUID()}, ${companyId}, ${userId}, ${name}, ${JSON.stringify(providers)}, ${sha256(secret)}, ${secret.slice(-4)}, ${now})
        RETURNING *`);
      return { row: row!, secret };
    },
    /** The live token with this secret's hash, its use noted. */
    async use(secretHash: string, now: number): Promise<ApiTokenOwner | null> {
      const found = await db.get(sql<ApiTokenOwner>`
        SELECT a.id, a.user_id, a.company_id, u.roles, a.providers, a.last_used_at FROM api_tokens a JOIN users u ON u.id = a.user_id
        WHERE a.secret_hash = ${secretHash} AND a.revoked_at IS NULL`);
      if (!found) return null;
      // The condition is checked again by the write itself, so of simultaneous calls (on one server or several)
      // at most one writes in a minute.
      const due = now - LAST_USED_EVERY_MS;
      if (found.last_used_at === null || found.last_used_at <= due) {
        await db.run(sql`UPDATE api_tokens SET last_used_at = ${now}
          WHERE id = ${found.id} AND (last_used_at IS NULL OR last_used_at <= ${due})`);
      }
      return found;
    },
    byId: async (id: string) => (await db.get(sql<ApiTokenListRow>`
      SELECT a.*, u.email AS username FROM api_tokens a JOIN users u ON u.id = a.user_id WHERE a.id = ${id}`)) ?? null,
    revoke: async (id: string, now: number) =>
      void (await db.run(sql`UPDATE api_tokens SET revoked_at = ${now} WHERE id = ${id} AND revoked_at IS NULL`)),
  };
}

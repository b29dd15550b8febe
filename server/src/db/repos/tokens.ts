// Login tokens (7 days, docs/api.md). Only the sha256 is stored; the plain token leaves once, at issue.
import { sql } from 'kysely';
import type { SqlDb } from '../sql/sql-db';
import { newToken, sha256 } from '../../lib/secrets';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type TokenOwner = { user_id: number; company_id: number; roles: string };

/** On the data layer; give it a transaction's `tx` to issue or revoke inside that transaction. */
export function tokensRepo(db: SqlDb) {
  return {
    /** Issues a token and, in passing, drops expired ones so the table does not grow forever. */
    async issue(userId: number, now: number): Promise<string> {
      const token = newToken();
      await db.run(sql`INSERT INTO tokens (token_hash, user_id, created_at, expires_at)
        VALUES (${sha256(token)}, ${userId}, ${now}, ${now + TOKEN_TTL_MS})`);
      await db.run(sql`DELETE FROM tokens WHERE expires_at <= ${now}`);
      return token;
    },
    owner: (tokenHash: string, now: number) => db.get(sql<TokenOwner>`
      SELECT u.id AS user_id, u.company_id, u.roles FROM tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = ${tokenHash} AND t.expires_at > ${now}`),
    revoke: async (tokenHash: string) => void (await db.run(sql`DELETE FROM tokens WHERE token_hash = ${tokenHash}`)),
    revokeAllOf: async (userId: number) => void (await db.run(sql`DELETE FROM tokens WHERE user_id = ${userId}`)),
  };
}

export type TokensRepo = ReturnType<typeof tokensRepo>;

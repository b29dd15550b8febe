// Login tokens (7 days, docs/api.md). Only the sha256 is stored; the plain token leaves once, at issue.
import type { Db } from '../db-type';
import { newToken, sha256 } from '../../lib/secrets';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type TokenOwner = { user_id: number; company_id: number; roles: string };

export function tokensRepo(db: Db) {
  const insert = db.prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const owner = db.prepare<[string, number], TokenOwner>(
    `SELECT u.id AS user_id, u.company_id, u.roles FROM tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = ? AND t.expires_at > ?`,
  );

  return {
    /** Issues a token and, in passing, drops expired ones so the table does not grow forever. */
    issue(userId: number, now: number): string {
      const token = newToken();
      insert.run(sha256(token), userId, now, now + TOKEN_TTL_MS);
      db.prepare('DELETE FROM tokens WHERE expires_at <= ?').run(now);
      return token;
    },
    owner: (tokenHash: string, now: number) => owner.get(tokenHash, now),
    revoke: (tokenHash: string) => void db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(tokenHash),
    revokeAllOf: (userId: number) => void db.prepare('DELETE FROM tokens WHERE user_id = ?').run(userId),
  };
}

export type TokensRepo = ReturnType<typeof tokensRepo>;

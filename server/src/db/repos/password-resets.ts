// Password-reset links: valid 1 h, single use, stored as sha256.
import { sql } from 'kysely';
import type { SqlDb } from '../sql/sql-db';
import { newToken, sha256 } from '../../lib/secrets';

export const RESET_TTL_MS = 60 * 60 * 1000;

export function passwordResetsRepo(db: SqlDb) {
  return {
    async create(userId: number, now: number): Promise<string> {
      const token = newToken();
      await db.run(sql`INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (${sha256(token)}, ${userId}, ${now + RESET_TTL_MS})`);
      return token;
    },
    /** Marks the link used and returns its user, or null when unknown, used or expired. One conditional
     *  statement, so of two resets with the same link, on one server or two, only one gets its user. */
    async consume(token: string, now: number): Promise<number | null> {
      const row = await db.get(sql<{ user_id: number }>`
        UPDATE password_resets SET used_at = ${now} WHERE token_hash = ${sha256(token)} AND used_at IS NULL AND expires_at > ${now}
        RETURNING user_id`);
      return row?.user_id ?? null;
    },
  };
}

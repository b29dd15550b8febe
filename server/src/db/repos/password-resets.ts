// Password-reset links: valid 1 h, single use, stored as sha256.
import type { Db } from '../db-type';
import { newToken, sha256 } from '../../lib/secrets';

export const RESET_TTL_MS = 60 * 60 * 1000;

export function passwordResetsRepo(db: Db) {
  return {
    create(userId: number, now: number): string {
      const token = newToken();
      db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
        sha256(token), userId, now + RESET_TTL_MS,
      );
      return token;
    },
    /** Marks the link used and returns its user, or null when unknown, used or expired. One statement,
     *  so two simultaneous resets with the same link cannot both succeed. */
    consume(token: string, now: number): number | null {
      const row = db
        .prepare<[number, string, number], { user_id: number }>(
          `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
           RETURNING user_id`,
        )
        .get(now, sha256(token), now);
      return row?.user_id ?? null;
    },
  };
}

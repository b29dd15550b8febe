// Signup attempts waiting for their emailed code (docs/decisions/security.md, "Signup"): each signup is an
// attempt of its own with its password and code, valid 24 h; none replaces another. Wrong tries are counted per
// email over all its attempts and resends, and SIGNUP_MAX_WRONG_TRIES of them void every attempt of the email.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db-type';
import { sha256 } from '../../lib/secrets';

export const SIGNUP_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNUP_MAX_WRONG_TRIES = 5;

export type SignupAttempt = { id: number; email: string; password_hash: string; code_hash: string; expires_at: number };

function hashCode(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${sha256(`${salt}${code}`)}`;
}

export function codeMatches(attempt: SignupAttempt, code: string): boolean {
  const salt = attempt.code_hash.split('$')[0] ?? '';
  const actual = Buffer.from(hashCode(code, salt));
  const expected = Buffer.from(attempt.code_hash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function signupsRepo(db: Db) {
  const removeAll = (email: string) => {
    db.prepare('DELETE FROM signup_attempts WHERE email = ?').run(email);
    db.prepare('DELETE FROM signup_wrong_tries WHERE email = ?').run(email);
  };
  return {
    add(email: string, passwordHash: string, code: string, now: number) {
      db.prepare('DELETE FROM signup_attempts WHERE expires_at <= ?').run(now);
      // Tries left over from attempts that have all expired count against nothing that is still pending.
      db.prepare(
        'DELETE FROM signup_wrong_tries WHERE email = ? AND NOT EXISTS (SELECT 1 FROM signup_attempts WHERE email = ?)',
      ).run(email, email);
      db.prepare(
        'INSERT INTO signup_attempts (email, password_hash, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(email, passwordHash, hashCode(code), now + SIGNUP_CODE_TTL_MS, now);
    },
    /** Oldest first. */
    live: (email: string, now: number) =>
      db.prepare<[string, number], SignupAttempt>(
        'SELECT id, email, password_hash, code_hash, expires_at FROM signup_attempts WHERE email = ? AND expires_at > ? ORDER BY id',
      ).all(email, now),
    /** A resend: a new code for the attempt, the earlier code of that attempt stops working. */
    renewCode(id: number, code: string, now: number) {
      db.prepare('UPDATE signup_attempts SET code_hash = ?, expires_at = ? WHERE id = ?').run(
        hashCode(code), now + SIGNUP_CODE_TTL_MS, id,
      );
    },
    exists: (id: number, now: number) =>
      db.prepare('SELECT 1 FROM signup_attempts WHERE id = ? AND expires_at > ?').get(id, now) !== undefined,
    /** Counts a wrong try; at the cap every attempt of the email is void. Returns whether it was. */
    countWrongTry(email: string): boolean {
      const row = db.prepare<[string], { count: number }>(
        `INSERT INTO signup_wrong_tries (email, count) VALUES (?, 1)
         ON CONFLICT (email) DO UPDATE SET count = count + 1 RETURNING count`,
      ).get(email);
      if ((row?.count ?? 0) < SIGNUP_MAX_WRONG_TRIES) return false;
      removeAll(email);
      return true;
    },
    removeAll,
  };
}

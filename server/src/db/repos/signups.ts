// Signups waiting for their emailed code (valid 24 h, a few wrong guesses end it).
import type { Db } from '../open';

export const SIGNUP_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNUP_MAX_ATTEMPTS = 5;

export type PendingSignup = { email: string; password_hash: string; code: string; attempts: number; expires_at: number };

export function signupsRepo(db: Db) {
  return {
    /** A new signup or resend replaces the earlier code, so only the latest email works. */
    put(email: string, passwordHash: string, code: string, now: number) {
      db.prepare(
        `INSERT INTO pending_signups (email, password_hash, code, attempts, expires_at, created_at)
         VALUES (?, ?, ?, 0, ?, ?)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, code = excluded.code,
           attempts = 0, expires_at = excluded.expires_at`,
      ).run(email, passwordHash, code, now + SIGNUP_CODE_TTL_MS, now);
    },
    renewCode(email: string, code: string, now: number) {
      db.prepare('UPDATE pending_signups SET code = ?, attempts = 0, expires_at = ? WHERE email = ?').run(
        code, now + SIGNUP_CODE_TTL_MS, email,
      );
    },
    get: (email: string) =>
      db.prepare<[string], PendingSignup>('SELECT * FROM pending_signups WHERE email = ?').get(email),
    countFailure: (email: string) =>
      void db.prepare('UPDATE pending_signups SET attempts = attempts + 1 WHERE email = ?').run(email),
    remove: (email: string) => void db.prepare('DELETE FROM pending_signups WHERE email = ?').run(email),
  };
}

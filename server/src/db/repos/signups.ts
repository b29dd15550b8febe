// Signup attempts waiting for their emailed code (docs/decisions/security.md, "Signup"): each signup is an
// attempt of its own with its password and code, valid 24 h; none replaces another. Wrong tries are counted per
// email over all its attempts and resends, and SIGNUP_MAX_WRONG_TRIES of them void every attempt of the email.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { forUpdate } from '../sql/dialect';
import type { SqlDb } from '../sql/sql-db';
import { sha256 } from '../../lib/secrets';

export const SIGNUP_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNUP_MAX_WRONG_TRIES = 5;

export type SignupAttempt = { id: number; email: string; password_hash: string; code_hash: string; expires_at: number };

function hashCode(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${sha256(`${salt}${code}`)}`;
}

/** A salted sha256 compared in constant time: microseconds, so it may run inside a transaction. */
export function codeMatches(attempt: SignupAttempt, code: string): boolean {
  const salt = attempt.code_hash.split('$')[0] ?? '';
  const actual = Buffer.from(hashCode(code, salt));
  const expected = Buffer.from(attempt.code_hash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function signupsRepo(db: SqlDb) {
  const removeAll = (tx: SqlDb, email: string) => tx.tx(async (t) => {
    await t.run(sql`DELETE FROM signup_attempts WHERE email = ${email}`);
    await t.run(sql`DELETE FROM signup_wrong_tries WHERE email = ${email}`);
  });
  /** Counts a wrong try; at the cap every attempt of the email is void. Returns whether it was. The count is
   *  one upsert, so simultaneous wrong tries each add one. */
  const countWrongTry = (tx: SqlDb, email: string) => tx.tx(async (t) => {
    const row = await t.get(sql<{ count: number }>`
      INSERT INTO signup_wrong_tries (email, count) VALUES (${email}, 1)
      ON CONFLICT (email) DO UPDATE SET count = signup_wrong_tries.count + 1 RETURNING count`);
    if ((row?.count ?? 0) < SIGNUP_MAX_WRONG_TRIES) return false;
    await removeAll(t, email);
    return true;
  });

  return {
    add: (email: string, passwordHash: string, code: string, now: number) => db.tx(async (tx) => {
      await tx.run(sql`DELETE FROM signup_attempts WHERE expires_at <= ${now}`);
      // Tries left over from attempts that have all expired count against nothing that is still pending.
      await tx.run(sql`DELETE FROM signup_wrong_tries
        WHERE email = ${email} AND NOT EXISTS (SELECT 1 FROM signup_attempts WHERE email = ${email})`);
      await tx.run(sql`INSERT INTO signup_attempts (email, password_hash, code_hash, expires_at, created_at)
        VALUES (${email}, ${passwordHash}, ${hashCode(code)}, ${now + SIGNUP_CODE_TTL_MS}, ${now})`);
    }),
    /** A resend: a new code for the email's newest pending attempt, whose earlier code stops working. One
     *  statement: an attempt voided or confirmed meanwhile gets none. Returns whether one got it. */
    renewNewest: async (email: string, code: string, now: number): Promise<boolean> =>
      (await db.run(sql`UPDATE signup_attempts SET code_hash = ${hashCode(code)}, expires_at = ${now + SIGNUP_CODE_TTL_MS}
        WHERE id = (SELECT id FROM signup_attempts WHERE email = ${email} AND expires_at > ${now} ORDER BY id DESC LIMIT 1)`)) > 0,
    /** The email's pending attempts (oldest first) and the one this code belongs to; a wrong code is counted
     *  when there are attempts to guess. One transaction that locks the attempts it read: simultaneous guesses
     *  are checked and counted one after another, and none is checked against attempts the cap has voided. */
    tryCode: (email: string, code: string, now: number) => db.tx(async (tx) => {
      const attempts = await tx.all(sql<SignupAttempt>`
        SELECT id, email, password_hash, code_hash, expires_at FROM signup_attempts
        WHERE email = ${email} AND expires_at > ${now} ORDER BY id ${forUpdate(tx.dialect)}`);
      const byCode = attempts.find((a) => codeMatches(a, code));
      if (!byCode && attempts.length > 0) await countWrongTry(tx, email);
      return { attempts, byCode };
    }),
    countWrongTry: (email: string) => countWrongTry(db, email),
  };
}

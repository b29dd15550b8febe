// Stored first answers for Idempotency-Key (docs/api.md "Idempotency"), per company. status NULL marks a first
// request still running. A row left NULL by a process that died is dropped when the next one starts
// (dropUnfinished), so its key is retryable at once; one left by a request that never ended in a live
// process is taken over after a while, or its key would answer 409 forever.
import type { Db } from '../db-type';

export type IdempotencyRow = { body_hash: string; status: number | null; response_json: string | null };
export type Attempt = { company_id: number; key: string; user_id: number; method: string; path: string; body_hash: string };

/** Longer than any request of this server runs; shorter than a client's patience with 409. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;

export function idempotencyKeysRepo(db: Db) {
  const get = db.prepare<[number, string], IdempotencyRow & { created_at: number }>(
    'SELECT body_hash, status, response_json, created_at FROM idempotency_keys WHERE company_id = ? AND key = ?',
  );
  const remove = db.prepare('DELETE FROM idempotency_keys WHERE company_id = ? AND key = ?');
  const insert = db.prepare(
    `INSERT INTO idempotency_keys (company_id, key, user_id, method, path, body_hash, status, response_json, created_at)
     VALUES (@company_id, @key, @user_id, @method, @path, @body_hash, NULL, NULL, @created_at)
     ON CONFLICT (company_id, key) DO NOTHING`,
  );
  const takeOver = db.prepare(
    `UPDATE idempotency_keys SET user_id = @user_id, method = @method, path = @path, body_hash = @body_hash, created_at = @created_at
     WHERE company_id = @company_id AND key = @key AND status IS NULL AND created_at < @stale_before`,
  );

  return {
    /** Claims the key for this request (null), or answers the row an earlier request left. The claim is the
     *  insert itself and a takeover is a conditional update of a stale claim, so of two requests racing for one
     *  key exactly one runs, whatever the number of writers; the other gets the row (409 while it runs). */
    claim: (attempt: Attempt, now: number): IdempotencyRow | null =>
      db.transaction(() => {
        for (let tries = 0; tries < 3; tries++) {
          if (insert.run({ ...attempt, created_at: now }).changes) return null;
          if (takeOver.run({ ...attempt, created_at: now, stale_before: now - ABANDONED_AFTER_MS }).changes) return null;
          const found = get.get(attempt.company_id, attempt.key);
          if (found) return found;
          // Released between the insert and the read (its first request failed): claim it again.
        }
        throw new Error('idempotency claim: the key kept changing hands');
      })(),
    finish(companyId: number, key: string, status: number, json: string): void {
      db.prepare('UPDATE idempotency_keys SET status = ?, response_json = ? WHERE company_id = ? AND key = ?').run(
        status, json, companyId, key,
      );
    },
    /**
     * Forgets claims whose request never finished. Called as the app starts: one server owns its database
     * file, so every unfinished claim then belongs to a process that died mid-request.
     */
    dropUnfinished: (): number => db.prepare('DELETE FROM idempotency_keys WHERE status IS NULL').run().changes,
    /** A failed first request leaves nothing behind, so a retry runs again. */
    release: (companyId: number, key: string): void => void remove.run(companyId, key),
    /** Puts a stand-in in place of the stored successes of one call: answers holding secrets that were kept
     *  before such answers were marked (middleware/idempotency.ts answerHoldsSecret). */
    redact: (method: string, path: string, json: string): number =>
      db.prepare('UPDATE idempotency_keys SET status = 409, response_json = ? WHERE method = ? AND path = ? AND status < 400')
        .run(json, method, path).changes,
    purge: (before: number): void => void db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(before),
  };
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeysRepo>;

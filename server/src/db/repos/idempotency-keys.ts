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
     VALUES (@company_id, @key, @user_id, @method, @path, @body_hash, NULL, NULL, @created_at)`,
  );

  return {
    /** Claims the key for this request (null), or answers the row an earlier request left. */
    claim: (attempt: Attempt, now: number): IdempotencyRow | null =>
      db.transaction(() => {
        const found = get.get(attempt.company_id, attempt.key);
        if (found && !(found.status === null && found.created_at < now - ABANDONED_AFTER_MS)) return found;
        if (found) remove.run(attempt.company_id, attempt.key);
        insert.run({ ...attempt, created_at: now });
        return null;
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
    purge: (before: number): void => void db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(before),
  };
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeysRepo>;

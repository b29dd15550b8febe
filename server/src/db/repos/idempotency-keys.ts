// Stored first answers for Idempotency-Key (docs/api.md "Idempotency"), per company. status NULL marks a first
// request still running, claimed by its instance (`owner`). A claim whose instance has gone (killed: its heartbeat
// lapsed; stopped) is taken over by the next request with the key, on any instance; one left by a request that
// never ended in a live instance is taken over after a while, or its key would answer 409 forever
// (docs/decisions/scale-out.md, "Who holds what").
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { holderGone } from '../../instances/instance';
import type { SqlDb } from '../sql/sql-db';

export type IdempotencyRow = { body_hash: string; status: number | null; response_json: string | null };
export type Attempt = { company_id: number; key: string; user_id: number; method: string; path: string; body_hash: string; owner: string };

/** Longer than any request of this server runs; shorter than a client's patience with 409. */
export const ABANDONED_AFTER_MS = 5 * 60 * 1000;

/** What a claim that kept losing its race answers: the key is busy, as if its first request still ran. */
const BUSY: IdempotencyRow = { body_hash: '', status: null, response_json: null };

export function idempotencyKeysRepo(db: SqlDb) {
  const insert = (a: Attempt, now: number) => db.run(sql`
    INSERT INTO idempotency_keys (company_id, key, user_id, method, path, body_hash, status, response_json, created_at, owner, row_id)
    VALUES (${a.company_id}, ${a.key}, ${a.user_id}, ${a.method}, ${a.path}, ${a.body_hash}, NULL, NULL, ${now}, ${a.owner}, ${randomUUID()})
    ON CONFLICT (company_id, key) DO NOTHING`);
  const takeOver = (a: Attempt, now: number) => db.run(sql`
    UPDATE idempotency_keys SET user_id = ${a.user_id}, method = ${a.method}, path = ${a.path}, body_hash = ${a.body_hash}, created_at = ${now},
      owner = ${a.owner}, row_id = coalesce(row_id, ${randomUUID()})
    WHERE company_id = ${a.company_id} AND key = ${a.key} AND status IS NULL
      AND (created_at < ${now - ABANDONED_AFTER_MS} OR ${holderGone('owner', now)})`);
  const find = (a: Attempt) => db.get(sql<IdempotencyRow>`
    SELECT body_hash, status, response_json FROM idempotency_keys WHERE company_id = ${a.company_id} AND key = ${a.key}`);

  return {
    /** Claims the key for this request (null), or answers the row an earlier request left. The claim is the
     *  insert itself and a takeover is a conditional update of a stale claim, each one statement, so of two
     *  requests racing for one key exactly one runs, whatever the number of writers; the other gets the row
     *  (409 while it runs). A key that keeps changing hands under it answers as busy (409), never an error. */
    async claim(attempt: Attempt, now: number): Promise<IdempotencyRow | null> {
      for (let tries = 0; tries < 3; tries++) {
        if (await insert(attempt, now)) return null;
        if (await takeOver(attempt, now)) return null;
        const found = await find(attempt);
        if (found) return found;
        // Released between the insert and the read (its first request failed): claim it again.
      }
      return { ...BUSY, body_hash: attempt.body_hash };
    },
    finish: async (companyId: number, key: string, status: number, json: string): Promise<void> => {
      await db.run(sql`UPDATE idempotency_keys SET status = ${status}, response_json = ${json} WHERE company_id = ${companyId} AND key = ${key}`);
    },
    /** The id a create under this claimed key gives its row when the body names none: the same for every run of
     *  the request, so one taken over after a crash meets the row the first run made (lib/new-row-id.ts). */
    rowIdOf: async (companyId: number, key: string): Promise<string | undefined> =>
      (await db.get(sql<{ row_id: string | null }>`SELECT row_id FROM idempotency_keys WHERE company_id = ${companyId} AND key = ${key}`))?.row_id ?? undefined,
    /** A failed first request leaves nothing behind, so a retry runs again. */
    release: async (companyId: number, key: string): Promise<void> => {
      await db.run(sql`DELETE FROM idempotency_keys WHERE company_id = ${companyId} AND key = ${key}`);
    },
    /** Puts a stand-in in place of the stored successes of one call: answers holding secrets that were kept
     *  before such answers were marked (middleware/idempotency.ts answerHoldsSecret). */
    redact: (method: string, path: string, json: string): Promise<number> =>
      db.run(sql`UPDATE idempotency_keys SET status = 409, response_json = ${json} WHERE method = ${method} AND path = ${path} AND status < 400`),
    purge: async (before: number): Promise<void> => {
      await db.run(sql`DELETE FROM idempotency_keys WHERE created_at < ${before}`);
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof idempotencyKeysRepo>;

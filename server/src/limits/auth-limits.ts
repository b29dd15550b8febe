// The limits on guessing and mailing around login, signup and password recovery (docs/decisions/security.md, "Limits").
// Counters live in the database (rate-limiter-flexible's SQLite and PostgreSQL stores, over the driver's own
// client: db/sql/driver-client.ts), so every server instance on one database counts the same tries. Their table
// is made by migration 0024 (`tableCreated`), and housekeeping forgets expired counters (`purgeExpiredLimits`).
import { sql } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { driverClientOf, type DriverClient } from '../db/sql/driver-client';
import type { SqlDb } from '../db/sql/sql-db';
import { ERROR_CODES } from '../../../src/contract';
import { ApiFailure, fail } from '../lib/api-failure';
import { sha256 } from '../lib/secrets';

const MINUTE_S = 60;

/** Failed tries on one account from one client address (login, signup confirm): locks that account
 *  from that address only, so a guesser elsewhere cannot lock its owner out. */
export const ACCOUNT_FAILURES = { points: 5, duration: 15 * MINUTE_S };
/** Failed tries of any kind from one client address (login, confirm, reset), over all accounts. */
export const ADDRESS_FAILURES = { points: 30, duration: 15 * MINUTE_S };
/** Mails (signup codes, reset links) to one mailbox, asked for from anywhere. */
export const MAILBOX_MAILS = [{ points: 3, duration: 10 * MINUTE_S }, { points: 10, duration: 24 * 60 * MINUTE_S }];
/** Mails one client address may ask for per hour, to any mailboxes (MAILS_PER_CLIENT_HOUR). */
export const CLIENT_MAILS_PER_HOUR = 20;

/** The table of migration 0024; each limiter's keys carry its own prefix. */
export const LIMITS_TABLE = 'auth_limits';
/** How long a refusal for want of a working counter asks the caller to wait. */
export const LIMITS_DOWN_RETRY_S = 10;

export type AuthLimitsConfig = { mailsPerClientHour?: number };

type Hold = { limiter: RateLimiterAbstract; key: string };

/** One limiter on the database's table. On SQLite the store writes synchronously on the server's one connection,
 *  outside Kysely's queue: a layer transaction holds only database work, so it is open for one turn of the event
 *  loop at most; a count written in that turn joins it (a savepoint) and is lost only if that transaction rolls
 *  back (docs/decisions/database.md, "Shared state"). */
function limiterOn(client: DriverClient, keyPrefix: string, limit: { points: number; duration: number }): RateLimiterAbstract {
  const store = { ...limit, keyPrefix, tableName: LIMITS_TABLE, tableCreated: true, clearExpiredByTimeout: false };
  return client.dialect === 'postgres'
    ? new RateLimiterPostgres({ ...store, storeClient: client.pool, storeType: 'pool' })
    : new RateLimiterSQLite({ ...store, storeClient: client.database, storeType: 'better-sqlite3' });
}

/** The counters could not be read or written (the database did not answer): the try is refused, never let
 *  through uncounted, and the caller is told to come back (docs/decisions/security.md, "Limits"). */
function limitsDown(error: unknown): ApiFailure {
  console.error('[auth limits] the counters could not be taken; the call is refused with 503', error);
  return new ApiFailure(503, ERROR_CODES.internal, 'serviceUnavailable', { headers: { 'Retry-After': String(LIMITS_DOWN_RETRY_S) } });
}

/** Takes one point from each hold; when any of them is spent, gives the others theirs back and throws
 *  429 with the longest wait. Taken before the work, not after a failure, so parallel requests cannot
 *  all slip past a check made before any of them failed. */
async function takeAll(holds: Hold[]): Promise<void> {
  const results = await Promise.allSettled(holds.map((h) => h.limiter.consume(h.key)));
  const waits: number[] = [];
  let broken: unknown = null;
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    if (r.reason instanceof RateLimiterRes) waits.push(r.reason.msBeforeNext);
    else broken ??= r.reason;
  }
  if (waits.length === 0 && broken === null) return;
  // Best effort: when the database is what failed, the points taken may stay taken until they expire.
  await Promise.allSettled(holds.map((h, i) => (results[i]?.status === 'fulfilled' ? h.limiter.reward(h.key) : null)));
  if (broken !== null) throw limitsDown(broken);
  throw fail.tooMany(Math.max(...waits));
}

export type FailureHold = {
  /** The try succeeded: it does not count, and the account's count from this address starts over. */
  succeeded: () => Promise<void>;
};

export function createAuthLimits(db: SqlDb, config: AuthLimitsConfig = {}) {
  const client = driverClientOf(db);
  const account = limiterOn(client, 'account', ACCOUNT_FAILURES);
  const address = limiterOn(client, 'address', ADDRESS_FAILURES);
  const mailbox = MAILBOX_MAILS.map((limit, i) => limiterOn(client, `mailbox${i}`, limit));
  const clientMails = limiterOn(client, 'client-mails', { points: config.mailsPerClientHour ?? CLIENT_MAILS_PER_HOUR, duration: 60 * MINUTE_S });

  return {
    /** Counts a try as failed until told otherwise; 429 when the account (if any) from this address, or
     *  the address itself, has no tries left; 503 when the counters cannot be taken. `accountKey` names the
     *  call too ('login:a@b.ru'). */
    async failureHold(clientAddress: string, accountKey?: string): Promise<FailureHold> {
      // Hashed: a login name is whatever the caller typed, up to the body limit, and is kept 15 minutes.
      const accountHold = accountKey ? sha256(`${accountKey}|${clientAddress}`) : null;
      const holds: Hold[] = [{ limiter: address, key: clientAddress }];
      if (accountHold) holds.push({ limiter: account, key: accountHold });
      await takeAll(holds);
      return {
        succeeded: async () => {
          try {
            await address.reward(clientAddress);
            if (accountHold) await account.delete(accountHold);
          } catch (error) {
            // The try succeeded and its answer stands; its point stays counted until it expires.
            console.error('[auth limits] a successful try could not be given back', error);
          }
        },
      };
    },
    /** One mail to this mailbox asked for by this client; 429 past either cap. Counted whether or not
     *  the mail then goes out, so the answer never tells whether an account or signup exists. */
    takeMail: (mailboxEmail: string, clientAddress: string) =>
      takeAll([
        ...mailbox.map((limiter) => ({ limiter, key: mailboxEmail })),
        { limiter: clientMails, key: clientAddress },
      ]),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** Housekeeping: counters whose window ended before `before` (unix ms) count nothing any more. */
export const purgeExpiredLimits = (db: SqlDb, before: number): Promise<number> =>
  db.run(sql`DELETE FROM auth_limits WHERE expire < ${before}`);

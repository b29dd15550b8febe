// The limits on guessing and mailing around login, signup and password recovery (docs/decisions/security.md, "Limits").
// Counters live in this process's memory (rate-limiter-flexible): one server process, and a restart that
// forgets them only gives a guesser one more window.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { fail } from '../lib/api-failure';
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

export type AuthLimitsConfig = { mailsPerClientHour?: number };

type Hold = { limiter: RateLimiterMemory; key: string };

/** Takes one point from each hold; when any of them is spent, gives the others theirs back and throws
 *  429 with the longest wait. Taken before the work, not after a failure, so parallel requests cannot
 *  all slip past a check made before any of them failed. */
async function takeAll(holds: Hold[]): Promise<void> {
  const results = await Promise.allSettled(holds.map((h) => h.limiter.consume(h.key)));
  const waits: number[] = [];
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    waits.push(r.reason.msBeforeNext);
  }
  if (waits.length === 0) return;
  await Promise.all(holds.map((h, i) => (results[i]?.status === 'fulfilled' ? h.limiter.reward(h.key) : null)));
  throw fail.tooMany(Math.max(...waits));
}

export type FailureHold = {
  /** The try succeeded: it does not count, and the account's count from this address starts over. */
  succeeded: () => Promise<void>;
};

export function createAuthLimits(config: AuthLimitsConfig = {}) {
  const account = new RateLimiterMemory(ACCOUNT_FAILURES);
  const address = new RateLimiterMemory(ADDRESS_FAILURES);
  const mailbox = MAILBOX_MAILS.map((o) => new RateLimiterMemory(o));
  const clientMails = new RateLimiterMemory({ points: config.mailsPerClientHour ?? CLIENT_MAILS_PER_HOUR, duration: 60 * MINUTE_S });

  return {
    /** Counts a try as failed until told otherwise; 429 when the account (if any) from this address, or
     *  the address itself, has no tries left. `accountKey` names the call too ('login:a@b.ru'). */
    async failureHold(clientAddress: string, accountKey?: string): Promise<FailureHold> {
      // Hashed: a login name is whatever the caller typed, up to the body limit, and is kept 15 minutes.
      const accountHold = accountKey ? sha256(`${accountKey}|${clientAddress}`) : null;
      const holds: Hold[] = [{ limiter: address, key: clientAddress }];
      if (accountHold) holds.push({ limiter: account, key: accountHold });
      await takeAll(holds);
      return {
        succeeded: async () => {
          await address.reward(clientAddress);
          if (accountHold) await account.delete(accountHold);
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

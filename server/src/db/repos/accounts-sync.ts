// What of the accounts area stays on better-sqlite3's synchronous API for now (docs/decisions/database.md,
// "Steps"). Opening a company posts its opening balances through the billing ledger (billing/ledger.ts), which
// is still synchronous, so the transactions that open one (a signup's confirmation, the demo seed) stay on the
// old path whole; and writes of areas still synchronous (orders, tariff rules) read their author here. The
// statements are written to mean the same on PostgreSQL, so they move as they are when the ledger does.
import type { Db } from '../db-type';
import { billingLedger } from '../../billing/ledger';
import { newToken, sha256 } from '../../lib/secrets';
import { TOKEN_TTL_MS } from './tokens';

export type Opening = { moneyKopecks?: number; calculations?: number };

/** A company with its accounts' opening balances (kopecks, units), each an 'opening' operation. */
export function createCompany(db: Db, name: string, now: number, opening: Opening = {}): number {
  const { id: companyId } = db.prepare<[string, number], { id: number }>('INSERT INTO companies (name, created_at) VALUES (?, ?) RETURNING id').get(name, now)!;
  const ledger = billingLedger(db);
  if (opening.moneyKopecks) ledger.post({ companyId, account: 'money', type: 'opening', amount: opening.moneyKopecks, at: now });
  if (opening.calculations) ledger.post({ companyId, account: 'calculations', type: 'opening', amount: opening.calculations, at: now });
  return companyId;
}

export type SignedUp = {
  email: string; name: string; roles: string[]; passwordHash: string;
  /** The attempts the code and the password belong to: both must still be pending. */
  attemptIds: number[];
  opening: Opening;
};

/** A confirmed signup's company, its first user and their login token, in one transaction; 'voided' when an
 *  attempt was voided (by wrong tries) or confirmed meanwhile, 'taken' when the email has an account. */
export function openSignedUpCompany(db: Db, s: SignedUp, now: number): { token: string } | 'voided' | 'taken' {
  const pending = db.prepare<[number, number], unknown>('SELECT 1 FROM signup_attempts WHERE id = ? AND expires_at > ?');
  const taken = db.prepare<[string], unknown>('SELECT 1 FROM users WHERE email = ?');
  return db.transaction(() => {
    if (s.attemptIds.some((id) => pending.get(id, now) === undefined)) return 'voided' as const;
    if (taken.get(s.email) !== undefined) return 'taken' as const;
    const companyId = createCompany(db, s.email, now, s.opening);
    const { id: userId } = db.prepare<unknown[], { id: number }>(
      `INSERT INTO users (company_id, email, name, roles, password_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    ).get(companyId, s.email, s.name, JSON.stringify(s.roles), s.passwordHash, now, now)!;
    db.prepare('DELETE FROM signup_attempts WHERE email = ?').run(s.email);
    db.prepare('DELETE FROM signup_wrong_tries WHERE email = ?').run(s.email);
    // As tokensRepo.issue does (tokens.ts).
    const token = newToken();
    db.prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(sha256(token), userId, now, now + TOKEN_TTL_MS);
    db.prepare('DELETE FROM tokens WHERE expires_at <= ?').run(now);
    return { token };
  })();
}

/** The name and email of the user a synchronous write is made by (an order's, a tariff rule's author). */
export const authorOf = (db: Db, userId: number) =>
  db.prepare<[number], { name: string; email: string }>('SELECT name, email FROM users WHERE id = ?').get(userId);

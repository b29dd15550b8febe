// Opening a company (a signup's confirmation, the demo seed, tests): the company row and its accounts' opening
// balances, each an 'opening' operation on the billing ledger (billing/ledger.ts), in one transaction.
import { sql } from 'kysely';
import { operationStamp, post } from '../../billing/ledger';
import { newToken, sha256 } from '../../lib/secrets';
import { forUpdate } from '../sql/dialect';
import type { SqlDb } from '../sql/sql-db';
import { commitVersion, type Stamp } from '../sql/versions';
import { isUniqueViolation } from '../unique-violation';
import { TOKEN_TTL_MS } from './tokens';

export type Opening = { moneyKopecks?: number; calculations?: number };

/** The company and its opening operations, as steps of the caller's transaction; answers the stamps to commit. */
async function openCompany(tx: SqlDb, name: string, now: number, opening: Opening): Promise<{ companyId: number; stamps: Stamp[] }> {
  const company = await tx.get(sql<{ id: number }>`INSERT INTO companies (name, created_at) VALUES (${name}, ${now}) RETURNING id`);
  const companyId = company!.id;
  const stamps: Stamp[] = [];
  if (opening.moneyKopecks) stamps.push(operationStamp(await post(tx, { companyId, account: 'money', type: 'opening', amount: opening.moneyKopecks, at: now })));
  if (opening.calculations) stamps.push(operationStamp(await post(tx, { companyId, account: 'calculations', type: 'opening', amount: opening.calculations, at: now })));
  return { companyId, stamps };
}

/** A company with its accounts' opening balances (kopecks, units), each an 'opening' operation. */
export function createCompany(db: SqlDb, name: string, now: number, opening: Opening = {}): Promise<number> {
  return db.tx(async (tx) => {
    const { companyId, stamps } = await openCompany(tx, name, now, opening);
    if (stamps.length) await commitVersion(tx, stamps);
    return companyId;
  });
}

export type SignedUp = {
  email: string; name: string; roles: string[]; passwordHash: string;
  /** The attempts the code and the password belong to: both must still be pending. */
  attemptIds: number[];
  opening: Opening;
};

/** A confirmed signup's company, its first user and their login token, in one transaction; 'voided' when an
 *  attempt was voided (by wrong tries) or confirmed meanwhile, 'taken' when the email has an account. Two
 *  confirmations at once: the attempts are locked as read, so the second waits and then finds them gone; and
 *  the email is unique, so a user made meanwhile by another way refuses this one ('taken'). */
export async function openSignedUpCompany(db: SqlDb, s: SignedUp, now: number): Promise<{ token: string } | 'voided' | 'taken'> {
  try {
    return await db.tx(async (tx) => {
      const pending = await tx.all(sql<{ id: number }>`
        SELECT id FROM signup_attempts WHERE id IN (${sql.join(s.attemptIds)}) AND expires_at > ${now} ${forUpdate(tx.dialect)}`);
      if (s.attemptIds.some((id) => !pending.some((row) => row.id === id))) return 'voided' as const;
      if (await tx.get(sql`SELECT 1 AS one FROM users WHERE email = ${s.email}`)) return 'taken' as const;
      const { companyId, stamps } = await openCompany(tx, s.email, now, s.opening);
      const user = await tx.get(sql<{ id: number }>`
        INSERT INTO users (company_id, email, name, roles, password_hash, created_at, updated_at)
        VALUES (${companyId}, ${s.email}, ${s.name}, ${JSON.stringify(s.roles)}, ${s.passwordHash}, ${now}, ${now}) RETURNING id`);
      await tx.run(sql`DELETE FROM signup_attempts WHERE email = ${s.email}`);
      await tx.run(sql`DELETE FROM signup_wrong_tries WHERE email = ${s.email}`);
      // As tokensRepo.issue does (tokens.ts).
      const token = newToken();
      await tx.run(sql`INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (${sha256(token)}, ${user!.id}, ${now}, ${now + TOKEN_TTL_MS})`);
      await tx.run(sql`DELETE FROM tokens WHERE expires_at <= ${now}`);
      if (stamps.length) await commitVersion(tx, stamps);
      return { token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

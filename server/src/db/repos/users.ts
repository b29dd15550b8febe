// Users and companies: the rows behind sessions, profiles and company isolation.
import type { UserInfo } from '../../../../src/contract';
import type { Db } from '../db-type';
import { billingLedger } from '../../billing/ledger';

export type UserRow = {
  id: number;
  company_id: number;
  email: string;
  name: string;
  avatar: string;
  introduction: string;
  roles: string;
  password_hash: string;
  offer_accepted: number | null;
};

export type NewUser = { companyId: number; email: string; name: string; roles: string[]; passwordHash: string };

export function usersRepo(db: Db) {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const ofCompany = db.prepare<[number], { id: number; email: string; name: string }>(
    'SELECT id, email, name FROM users WHERE company_id = ? ORDER BY id',
  );
  const insertUser = db.prepare(
    `INSERT INTO users (company_id, email, name, roles, password_hash, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertCompany = db.prepare(
    'INSERT INTO companies (name, created_at) VALUES (?, ?)',
  );

  return {
    byEmail: (email: string) => byEmail.get(email),
    byId: (id: number) => byId.get(id),
    companyUsers: (companyId: number) => ofCompany.all(companyId),

    /** A company with its accounts' opening balances (kopecks, units), each an 'opening' operation. */
    createCompany(name: string, now: number, opening: { moneyKopecks?: number; calculations?: number } = {}): number {
      const companyId = Number(insertCompany.run(name, now).lastInsertRowid);
      const ledger = billingLedger(db);
      if (opening.moneyKopecks) ledger.post({ companyId, account: 'money', type: 'opening', amount: opening.moneyKopecks, at: now });
      if (opening.calculations) ledger.post({ companyId, account: 'calculations', type: 'opening', amount: opening.calculations, at: now });
      return companyId;
    },
    create(user: NewUser, now: number): number {
      const { companyId, email, name, roles, passwordHash } = user;
      return Number(insertUser.run(companyId, email, name, JSON.stringify(roles), passwordHash, now, now).lastInsertRowid);
    },
    updateProfile(id: number, patch: { name: string; avatar?: string; introduction?: string }, now: number) {
      db.prepare(
        `UPDATE users SET name = ?, avatar = coalesce(?, avatar), introduction = coalesce(?, introduction),
         updated_at = ? WHERE id = ?`,
      ).run(patch.name, patch.avatar ?? null, patch.introduction ?? null, now, id);
    },
    setOfferAccepted(id: number, unixSeconds: number, now: number) {
      db.prepare('UPDATE users SET offer_accepted = ?, updated_at = ? WHERE id = ?').run(unixSeconds, now, id);
    },
    setPasswordHash(id: number, passwordHash: string, now: number) {
      db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, now, id);
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;

export const parseRoles = (row: Pick<UserRow, 'roles'>): string[] => JSON.parse(row.roles) as string[];

/** The userInfo answer of the contract: the user plus the people of the same company. */
export function toUserInfo(row: UserRow, companyUsers: Array<{ id: number; email: string; name: string }>): UserInfo {
  return {
    id: row.id,
    companyId: row.company_id,
    email: row.email,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    roles: parseRoles(row),
    companyUsers,
    offerAccepted: row.offer_accepted,
  };
}

// Users: the rows behind sessions, profiles and company isolation. Companies are opened in companies.ts.
import { sql } from 'kysely';
import type { UserInfo } from '../../../../src/contract';
import type { SqlDb } from '../sql/sql-db';

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

export type CompanyUser = { id: number; email: string; name: string };

export type NewUser = { companyId: number; email: string; name: string; roles: string[]; passwordHash: string };

/** Emails are stored lower-cased (normalizeEmail), so they are matched with `=`. */
export function usersRepo(db: SqlDb) {
  return {
    byEmail: (email: string) => db.get(sql<UserRow>`SELECT * FROM users WHERE email = ${email}`),
    byId: (id: number) => db.get(sql<UserRow>`SELECT * FROM users WHERE id = ${id}`),
    companyUsers: (companyId: number) =>
      db.all(sql<CompanyUser>`SELECT id, email, name FROM users WHERE company_id = ${companyId} ORDER BY id`),

    async create(user: NewUser, now: number): Promise<number> {
      const { companyId, email, name, roles, passwordHash } = user;
      const row = await db.get(sql<{ id: number }>`
        INSERT INTO users (company_id, email, name, roles, password_hash, created_at, updated_at)
        VALUES (${companyId}, ${email}, ${name}, ${JSON.stringify(roles)}, ${passwordHash}, ${now}, ${now}) RETURNING id`);
      return row!.id;
    },
    async updateProfile(id: number, patch: { name: string; avatar?: string; introduction?: string }, now: number): Promise<void> {
      await db.run(sql`UPDATE users SET name = ${patch.name}, avatar = coalesce(${patch.avatar ?? null}, avatar),
        introduction = coalesce(${patch.introduction ?? null}, introduction), updated_at = ${now} WHERE id = ${id}`);
    },
    async setOfferAccepted(id: number, unixSeconds: number, now: number): Promise<void> {
      await db.run(sql`UPDATE users SET offer_accepted = ${unixSeconds}, updated_at = ${now} WHERE id = ${id}`);
    },
    async setPasswordHash(id: number, passwordHash: string, now: number): Promise<void> {
      await db.run(sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = ${now} WHERE id = ${id}`);
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;

export const parseRoles = (row: Pick<UserRow, 'roles'>): string[] => JSON.parse(row.roles) as string[];

/** The userInfo answer of the contract: the user plus the people of the same company. */
export function toUserInfo(row: UserRow, companyUsers: CompanyUser[]): UserInfo {
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

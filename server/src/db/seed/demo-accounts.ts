// The demo world's people: two companies, so company isolation can be seen and tested.
// Company 1 has an admin and an operator; company 2 has its own admin. Password: DEMO_PASSWORD.
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../../../../src/contract';
import { DEMO_PASSWORD } from '../../deps';
import { hashPassword } from '../../lib/password';
import { toKopecks } from '../../pricing/money';
import { createCompany } from '../repos/companies';
import { insertRows } from '../sql/insert-rows';
import { calculationPlan, HISTORY_DAYS } from './data/calculation-history';
import { SEED_ORDER_DAYS } from './order-story';
import type { SeedArea } from './seed-area';

type DemoCompany = {
  name: string;
  balanceMoney: number;
  calculations: number;
  users: Array<{ email: string; name: string; roles: string[] }>;
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'ООО Демо Магазин', balanceMoney: 500000.5, calculations: 1200,
    users: [
      { email: 'admin@demo.local', name: 'Анна Админова', roles: [ROLE_ADMIN] },
      { email: 'operator@demo.local', name: 'Олег Операторов', roles: [ROLE_ORDER_INFO] },
    ],
  },
  {
    name: 'ИП Другая Компания', balanceMoney: 2300, calculations: 150,
    users: [{ email: 'other@demo.local', name: 'Ольга Другова', roles: [ROLE_ADMIN] }],
  },
];

export const seedDemoAccounts: SeedArea = {
  name: 'demo-accounts',
  demoOnly: true,
  prepare: async (now) => {
    const people = DEMO_COMPANIES.flatMap((c) => c.users);
    // Hashed in parallel on libuv's pool: each user still gets a salt of their own.
    const hashes = new Map(await Promise.all(people.map(async (u) => [u.email, await hashPassword(DEMO_PASSWORD)] as const)));
    // Inside the seed's transaction for this area (seed/index.ts): each company opens as a signup's does, its users
    // beside it.
    return async (tx) => {
      for (const [index, c] of DEMO_COMPANIES.entries()) {
        // Opened before the calculation history (calculation-history.ts) and the seeded orders, with the units it
        // spends on top of the balance the company has today; the orders' charges raise the money opening by
        // their net (order-charges-history.ts).
        const openedAt = now - (Math.max(HISTORY_DAYS, SEED_ORDER_DAYS) + 1) * 24 * 3600_000;
        const units = c.calculations + calculationPlan(index, now).length;
        const companyId = await createCompany(tx, c.name, openedAt, { moneyKopecks: toKopecks(c.balanceMoney), calculations: units });
        await insertRows(tx, 'users', ['company_id', 'email', 'name', 'roles', 'password_hash', 'created_at', 'updated_at'],
          c.users.map((u) => [companyId, u.email, u.name, JSON.stringify(u.roles), hashes.get(u.email)!, now, now]));
      }
    };
  },
};

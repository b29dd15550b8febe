// The accounts area on the data layer (docs/decisions/database.md, "Steps"): users, login tokens, password
// resets, signup attempts and API tokens answer the same on SQLite and on PostgreSQL, and the writes that
// depend on a read stay right when two of them run at once.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX, apiTokensRepo } from '../../server/src/db/repos/api-tokens';
import { passwordResetsRepo, RESET_TTL_MS } from '../../server/src/db/repos/password-resets';
import { SIGNUP_CODE_TTL_MS, SIGNUP_MAX_WRONG_TRIES, signupsRepo } from '../../server/src/db/repos/signups';
import { TOKEN_TTL_MS, tokensRepo } from '../../server/src/db/repos/tokens';
import { usersRepo } from '../../server/src/db/repos/users';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { sha256 } from '../../server/src/lib/secrets';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

const NOW = Date.UTC(2026, 10, 29, 12);
const MINUTE = 60_000;

/** The area's tables, emptied before each test: on PostgreSQL the file's tests share one database. */
const TABLES = ['api_tokens', 'tokens', 'password_resets', 'signup_attempts', 'signup_wrong_tries', 'users', 'companies'];

/** PostgreSQL's pool opens connections as they are asked for; opened beforehand, transactions started at once
 *  run at once instead of one after another while the others connect. */
const warmConnections = (db: SqlDb, count: number) =>
  Promise.all(Array.from({ length: count }, () => db.tx((tx) => tx.get(sql`SELECT 1 AS one`))));

/** A company with two users; the ids as the database gave them. */
async function seedCompany(db: SqlDb) {
  const company = await db.get(sql<{ id: number }>`INSERT INTO companies (name, created_at) VALUES ('Тест', ${NOW}) RETURNING id`);
  const users = usersRepo(db);
  const anna = await users.create({ companyId: company!.id, email: 'anna@example.ru', name: 'Анна', roles: ['admin'], passwordHash: 'h1' }, NOW);
  const oleg = await users.create({ companyId: company!.id, email: 'oleg@example.ru', name: 'Олег', roles: ['api.order.info'], passwordHash: 'h2' }, NOW);
  return { companyId: company!.id, anna, oleg };
}

describe.each(DATABASES)('the accounts area on %s', (name) => {
  let db: SqlDb;
  beforeAll(async () => void (db = await openMigrated(name)), 60_000);
  afterAll(() => db?.close());
  beforeEach(async () => {
    for (const table of TABLES) await db.run(sql`DELETE FROM ${sql.table(table)}`);
  });

  it('creates users, finds them by email and id, lists the company, and edits a profile', async () => {
    const { companyId, anna, oleg } = await seedCompany(db);
    const users = usersRepo(db);
    expect(anna).toBeGreaterThan(0);
    expect(oleg).toBeGreaterThan(anna);
    expect(await users.byEmail('anna@example.ru')).toMatchObject({ id: anna, company_id: companyId, name: 'Анна', roles: '["admin"]', offer_accepted: null });
    expect(await users.byEmail('nobody@example.ru')).toBeUndefined();
    expect(await users.companyUsers(companyId)).toEqual([
      { id: anna, email: 'anna@example.ru', name: 'Анна' }, { id: oleg, email: 'oleg@example.ru', name: 'Олег' },
    ]);
    await users.updateProfile(anna, { name: 'Анна А.', introduction: 'Привет' }, NOW + 1);
    await users.updateProfile(anna, { name: 'Анна Б.', avatar: 'https://example.ru/a.png' }, NOW + 2);
    await users.setOfferAccepted(anna, 1_780_000_000, NOW + 3);
    await users.setPasswordHash(anna, 'h3', NOW + 4);
    expect(await users.byId(anna)).toMatchObject({
      name: 'Анна Б.', introduction: 'Привет', avatar: 'https://example.ru/a.png', offer_accepted: 1_780_000_000, password_hash: 'h3',
    });
  });

  it('issues login tokens that find their owner until they expire or are revoked', async () => {
    const { companyId, anna, oleg } = await seedCompany(db);
    const tokens = tokensRepo(db);
    const first = await tokens.issue(anna, NOW);
    const second = await tokens.issue(anna, NOW + 1);
    const olegs = await tokens.issue(oleg, NOW + 2);
    expect(await tokens.owner(sha256(first), NOW + 3)).toEqual({ user_id: anna, company_id: companyId, roles: '["admin"]' });
    expect(await tokens.owner(sha256(first), NOW + TOKEN_TTL_MS)).toBeUndefined();
    expect(await tokens.owner(first, NOW + 3)).toBeUndefined();
    await tokens.revoke(sha256(first));
    expect(await tokens.owner(sha256(first), NOW + 3)).toBeUndefined();
    expect(await tokens.owner(sha256(second), NOW + 3)).toMatchObject({ user_id: anna });
    await tokens.revokeAllOf(anna);
    expect(await tokens.owner(sha256(second), NOW + 3)).toBeUndefined();
    expect(await tokens.owner(sha256(olegs), NOW + 3)).toMatchObject({ user_id: oleg });
    // A token issued after Oleg's expired drops it from the table.
    await tokens.issue(anna, NOW + 2 + TOKEN_TTL_MS);
    expect(await db.all(sql`SELECT user_id FROM tokens ORDER BY user_id`)).toEqual([{ user_id: anna }]);
  });

  it('lets a reset link be used once only, even by two resets at once, and not after its hour', async () => {
    const { anna } = await seedCompany(db);
    const resets = passwordResetsRepo(db);
    const link = await resets.create(anna, NOW);
    await warmConnections(db, 3);
    const raced = await Promise.all([1, 2, 3].map(() => db.tx((tx) => passwordResetsRepo(tx).consume(link, NOW + 1))));
    expect(raced.sort()).toEqual([anna, null, null].sort());
    expect(await resets.consume(link, NOW + 2)).toBeNull();
    const late = await resets.create(anna, NOW);
    expect(await resets.consume(late, NOW + RESET_TTL_MS)).toBeNull();
    expect(await resets.consume('not a link', NOW)).toBeNull();
  });

  it('counts wrong signup codes, and at the cap voids the attempts: guesses at once are checked no more often', async () => {
    const signups = signupsRepo(db);
    const email = 'new@example.ru';
    await signups.add(email, 'p1', '111111', NOW);
    await signups.add(email, 'p2', '222222', NOW + 1);
    const right = await signups.tryCode(email, '222222', NOW + 2);
    expect(right.attempts.map((a) => a.password_hash)).toEqual(['p1', 'p2']);
    expect(right.byCode?.password_hash).toBe('p2');
    expect(await db.get(sql`SELECT count FROM signup_wrong_tries WHERE email = ${email}`)).toBeUndefined();
    expect((await signups.tryCode(email, '333333', NOW + 3)).byCode).toBeUndefined();
    expect(await db.get(sql`SELECT count FROM signup_wrong_tries WHERE email = ${email}`)).toEqual({ count: 1 });
    expect(await signups.countWrongTry(email)).toBe(false);

    // Eight guesses at once (on connections already open, so they do overlap): the three tries left are
    // checked against the attempts, the rest find them void.
    await warmConnections(db, 8);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, i) => signups.tryCode(email, `90000${i}`, NOW + 4)));
    expect(guesses.filter((g) => g.attempts.length > 0)).toHaveLength(SIGNUP_MAX_WRONG_TRIES - 2);
    expect(await db.all(sql`SELECT id FROM signup_attempts WHERE email = ${email}`)).toEqual([]);
    expect(await db.all(sql`SELECT count FROM signup_wrong_tries WHERE email = ${email}`)).toEqual([]);
    expect((await signups.tryCode(email, '222222', NOW + 5)).byCode).toBeUndefined();
  });

  it('renews the newest pending attempt\'s code only, and forgets tries of attempts that all expired', async () => {
    const signups = signupsRepo(db);
    const email = 'again@example.ru';
    await signups.add(email, 'p1', '111111', NOW);
    await signups.add(email, 'p2', '222222', NOW + 1);
    expect(await signups.renewNewest(email, '333333', NOW + 2)).toBe(true);
    expect(await signups.renewNewest('nobody@example.ru', '333333', NOW + 2)).toBe(false);
    const codeOf = async (code: string) => (await signups.tryCode(email, code, NOW + 3)).byCode?.password_hash;
    expect(await codeOf('333333')).toBe('p2');
    expect(await codeOf('111111')).toBe('p1');
    expect(await codeOf('222222')).toBeUndefined();
    expect(await db.get(sql`SELECT count FROM signup_wrong_tries WHERE email = ${email}`)).toEqual({ count: 1 });

    const later = NOW + 2 + SIGNUP_CODE_TTL_MS;
    expect(await signups.renewNewest(email, '444444', later)).toBe(false);
    await signups.add(email, 'p3', '555555', later);
    expect(await db.get(sql`SELECT count FROM signup_wrong_tries WHERE email = ${email}`)).toBeUndefined();
    expect((await signups.tryCode(email, '555555', later)).attempts.map((a) => a.password_hash)).toEqual(['p3']);
  });

  it('finds an API token by its secret\'s hash, notes its use once a minute, and revokes it for good', async () => {
    const { companyId, oleg } = await seedCompany(db);
    const apiTokens = apiTokensRepo(db);
    const { row, secret } = await apiTokens.create(companyId, oleg, 'Склад', ['cdek'], NOW);
    expect(secret.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(row).toMatchObject({ company_id: companyId, user_id: oleg, name: 'Склад', providers: '["cdek"]', preview: secret.slice(-4), last_used_at: null });
    expect(await apiTokens.use(sha256(`${API_TOKEN_PREFIX}other`), NOW)).toBeNull();
    const lastUsed = async () => (await apiTokens.byId(row.id))?.last_used_at;
    expect(await apiTokens.use(sha256(secret), NOW + 1)).toMatchObject({ id: row.id, user_id: oleg, company_id: companyId, roles: '["api.order.info"]' });
    expect(await lastUsed()).toBe(NOW + 1);
    await Promise.all([apiTokens.use(sha256(secret), NOW + 30_000), apiTokens.use(sha256(secret), NOW + MINUTE)]);
    expect(await lastUsed()).toBe(NOW + 1);
    await apiTokens.use(sha256(secret), NOW + 1 + MINUTE);
    expect(await lastUsed()).toBe(NOW + 1 + MINUTE);

    expect(await apiTokens.byId(row.id)).toMatchObject({ username: 'oleg@example.ru', revoked_at: null });
    expect(await apiTokens.byId('no such id')).toBeNull();
    await apiTokens.revoke(row.id, NOW + 2 * MINUTE);
    await apiTokens.revoke(row.id, NOW + 3 * MINUTE);
    expect(await apiTokens.byId(row.id)).toMatchObject({ revoked_at: NOW + 2 * MINUTE });
    expect(await apiTokens.use(sha256(secret), NOW + 4 * MINUTE)).toBeNull();
  });
});

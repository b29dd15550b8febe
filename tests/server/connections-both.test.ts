// What the connections' routes read on the data layer (server/src/db/repos/connections.ts), on SQLite and
// PostgreSQL: a provider's form (enabled ones only), the duplicate-name lookup behind 040902, rows read with
// their provider's form so secrets are masked without a lookup per row, and the sealing of plain params, which
// seals each row once even when two servers start together.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  connectionNameTaken, connectionRows, providerForm, sealPlainConnectParams, toConnectionWithForm,
} from '../../server/src/db/repos/connections';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { isSealed, loadSecretKey, unseal } from '../../server/src/lib/secret-box';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

const FORM = JSON.stringify([
  { code: 'account', name: 'Аккаунт', required: true },
  { code: 'password', name: 'Пароль', required: true, secret: true },
]);

async function world(name: (typeof DATABASES)[number]): Promise<SqlDb> {
  loadSecretKey(null);
  const db = await openMigrated(name);
  await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Первая', 0)`);
  await db.run(sql`INSERT INTO providers (key, name, description_ru, description_en, enabled, sort) VALUES
    ('cdek', 'СДЭК', '', '', 1, 1), ('old', 'Старая', '', '', 0, 2)`);
  await db.run(sql`INSERT INTO connect_schemas (provider_key, fields) VALUES ('cdek', ${FORM}), ('old', ${FORM})`);
  return db;
}

describe.each(DATABASES)('connections on %s', (name) => {
  it('gives the form of an enabled provider only, and finds a name taken by another connection', async () => {
    const db = await world(name);
    try {
      expect((await providerForm(db, 'cdek'))?.map((f) => f.code)).toEqual(['account', 'password']);
      expect(await providerForm(db, 'old')).toBeUndefined();
      expect(await providerForm(db, 'nobody')).toBeUndefined();

      const rows = connectionRows(db);
      await rows.insert(1, 'c1', { provider_key: 'cdek', name: 'Основной', connect_params: '{"account":"a","password":"p"}' }, 1);
      expect(await connectionNameTaken(db, 1, 'cdek', 'Основной', 'c2')).toBe(true);
      // The connection itself, another provider, another company: not taken.
      expect(await connectionNameTaken(db, 1, 'cdek', 'Основной', 'c1')).toBe(false);
      expect(await connectionNameTaken(db, 1, 'old', 'Основной', 'c2')).toBe(false);
      expect(await connectionNameTaken(db, 2, 'cdek', 'Основной', 'c2')).toBe(false);

      // Read with its form: the secret answers masked, the rest as stored.
      const item = toConnectionWithForm((await rows.byId('c1'))!);
      expect(item.connectParams.account).toBe('a');
      expect(item.connectParams.password).not.toBe('p');
    } finally {
      await db.close();
    }
  });

  it('seals plain params once, leaving sealed ones and the versions as they were', async () => {
    const db = await world(name);
    try {
      const rows = connectionRows(db);
      await rows.insert(1, 'plain', { provider_key: 'cdek', name: 'A', connect_params: '{"password":"old"}' }, 1);
      await rows.insert(1, 'sealed', { provider_key: 'cdek', name: 'B', connect_params: '{"password":"new"}' }, 1);
      await sealPlainConnectParams(db);
      const before = await db.all(sql<{ id: string; version: number }>`SELECT id, version FROM connections ORDER BY id`);

      await db.run(sql`UPDATE connections SET connect_params = '{"password":"old"}' WHERE id = 'plain'`);
      // Two servers starting at once: the row is sealed by one of them, and holds one seal.
      const sealed = await Promise.all([sealPlainConnectParams(db), sealPlainConnectParams(db)]);
      expect(sealed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      const stored = (await db.get(sql<{ connect_params: string }>`SELECT connect_params FROM connections WHERE id = 'plain'`))!;
      expect(isSealed(stored.connect_params)).toBe(true);
      expect(unseal(stored.connect_params)).toBe('{"password":"old"}');
      expect(await sealPlainConnectParams(db)).toBe(0);
      expect(await db.all(sql`SELECT id, version FROM connections ORDER BY id`)).toEqual(before);
    } finally {
      await db.close();
    }
  });
});

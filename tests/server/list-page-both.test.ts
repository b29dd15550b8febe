// A list's page on the data layer (server/src/db/sql/list-page.ts), the same on SQLite and PostgreSQL: the total
// and the page under the source's scope and the filter's conditions, in the source's order, far pages by the row
// key, and an empty page past the end; the module lists filtered on fields of their JSON documents.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { filterToSql, parseFilter } from '../../server/src/lib/filter';
import { listPage } from '../../server/src/db/sql/list-page';
import { moduleIntegrationFields, moduleIntegrationsSource } from '../../server/src/db/repos/module-integrations';
import { moduleSettingsFields, moduleSettingsSource } from '../../server/src/db/repos/module-settings';
import { shopFields, shopsSource } from '../../server/src/db/repos/shops';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

describe.each(DATABASES)('a list page on %s', (name) => {
  it('counts and pages the company\'s rows by the filter, in order, by key too, and empty past the end', async () => {
    const db = await openMigrated(name);
    try {
      await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Первая', 0), (2, 'Вторая', 0)`);
      for (let i = 1; i <= 25; i++) {
        await db.run(sql`INSERT INTO shops (id, company_id, name, version, created_at, updated_at)
          VALUES (${`s${String(i).padStart(2, '0')}`}, ${i % 5 === 0 ? 2 : 1}, ${i % 2 ? `Лавка ${i}` : `Склад ${i}`}, ${i}, ${i}, ${i})`);
      }
      const source = shopsSource({ sql: 'company_id = ?', params: [1] });
      const where = (filter: string) => filterToSql(parseFilter(filter, shopFields), shopFields);

      const first = await listPage<{ id: string }>(db, source, [], { page: 1, limit: 7 });
      expect(first.total).toBe(20);
      expect(first.rows.map((r) => r.id)).toEqual(['s01', 's02', 's03', 's04', 's06', 's07', 's08']);

      const found = await listPage<{ name: string }>(db, source, where('name%Лавка'), { page: 2, limit: 4 });
      expect(found.total).toBe(10);
      expect(found.rows.map((r) => r.name)).toEqual(['Лавка 11', 'Лавка 13', 'Лавка 17', 'Лавка 19']);

      // `%` ignores ASCII case on both databases (lib/filter.ts), and its wildcards in the value are plain text.
      await db.run(sql`INSERT INTO shops (id, company_id, name, version, created_at, updated_at) VALUES ('m1', 1, 'Main SHOP 100%', 30, 30, 30)`);
      expect((await listPage<{ id: string }>(db, source, where('name%main shop'), { page: 1, limit: 10 })).rows).toEqual([expect.objectContaining({ id: 'm1' })]);
      expect((await listPage(db, source, where('name%p 100%'), { page: 1, limit: 10 })).total).toBe(1);
      expect((await listPage(db, source, where('name%p 1000'), { page: 1, limit: 10 })).total).toBe(0);

      const byKey = await listPage<{ id: string }>(db, { ...source, key: 'id' }, where('id=[s02,s03,s05]'), { page: 1, limit: 10 });
      expect(byKey).toMatchObject({ total: 2, rows: [{ id: 's02' }, { id: 's03' }] });

      expect(await listPage(db, source, [], { page: 9, limit: 7 })).toEqual({ total: 21, rows: [] });
    } finally {
      await db.close();
    }
  });

  it('filters the module lists on the fields of their JSON documents: text, contains and flags', async () => {
    const db = await openMigrated(name);
    try {
      await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Первая', 0)`);
      const settings: Array<[string, Record<string, unknown>]> = [
        ['m1', { name: 'Северный склад', shopId: 'shop-1', enabled: true }],
        ['m2', { name: 'Южный склад', shopId: 'shop-2', enabled: false }],
        ['m3', { name: 'Маркет', enabled: true }],
      ];
      for (const [i, [id, doc]] of settings.entries()) {
        await db.run(sql`INSERT INTO module_settings (id, company_id, kind, doc_json, secrets_json, version, created_at, updated_at)
          VALUES (${id}, 1, 'yamarket', ${JSON.stringify(doc)}, '{}', ${i + 1}, ${i}, ${i})`);
        await db.run(sql`INSERT INTO module_integrations (id, company_id, settings_id, kind, doc_json, version, created_at, updated_at)
          VALUES (${`i${i + 1}`}, 1, 'm1', 'yamarket', ${JSON.stringify({ name: doc.name, enabled: doc.enabled })}, ${i + 10}, ${i}, ${i})`);
      }
      const scope = { sql: 'company_id = ?', params: [1] };
      const settingsIds = async (filter: string) => (await listPage<{ id: string }>(
        db, moduleSettingsSource('yamarket')(scope), filterToSql(parseFilter(filter, moduleSettingsFields), moduleSettingsFields), { page: 1, limit: 10 },
      )).rows.map((r) => r.id);
      expect(await settingsIds('name%склад')).toEqual(['m1', 'm2']);
      expect(await settingsIds('enabled=true')).toEqual(['m1', 'm3']);
      expect(await settingsIds('enabled=0;shopId=[shop-1,shop-2]')).toEqual(['m2']);
      expect(await settingsIds('name=Маркет')).toEqual(['m3']);
      const integrations = await listPage<{ id: string }>(
        db, moduleIntegrationsSource('yamarket')(scope, { settingsId: 'm1' }),
        filterToSql(parseFilter('enabled=1;name%склад', moduleIntegrationFields), moduleIntegrationFields), { page: 1, limit: 10 },
      );
      expect(integrations).toEqual({ total: 1, rows: [expect.objectContaining({ id: 'i1' })] });
    } finally {
      await db.close();
    }
  });
});

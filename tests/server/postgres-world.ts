// The seeded demo world on PostgreSQL, for test apps when the server suite runs there (tests/server/test-database.ts):
// one template database per run and kind of world, seeded once (tests/server/seeded-world.ts's lock), and a
// database of each test file's own cloned from it (CREATE DATABASE ... TEMPLATE: a file copy, a second or so),
// dropped when the file's app closes. The template's secrets key comes along, as with SQLite's file.
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { seed } from '../../server/src/db/seed/index';
import { migratePostgres } from '../../server/src/db/sql/migrate-postgres';
import { openPostgres } from '../../server/src/db/sql/open-sql-db';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { SECRET_KEY_FILE, loadSecretKey } from '../../server/src/lib/secret-box';
import { template, type World } from './seeded-world';

let made = 0;

const urlOf = (database: string) => {
  const admin = inject('testPostgres');
  if (!admin) throw new Error('SERVER_TEST_DATABASE=postgres, but the run started no PostgreSQL (tests/server/seed-templates.setup.ts)');
  return admin.replace(/\/[^/]*$/, `/${database}`);
};

async function withAdmin<T>(fn: (admin: SqlDb) => Promise<T>): Promise<T> {
  const admin = openPostgres(urlOf('postgres'), { max: 1 });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

async function seedTemplate(dir: string, name: string, demo: boolean): Promise<World> {
  await withAdmin((admin) => admin.run(sql`CREATE DATABASE ${sql.id(name)}`));
  loadSecretKey(dir);
  const db = openPostgres(urlOf(name));
  try {
    await migratePostgres(db);
    const seededAt = Date.now();
    return { seedReport: await seed(db, seededAt, { demo }), seededAt };
  } finally {
    await db.close();
  }
}

/** A database of this file's own, cloned from the run's seeded template, with the key its secrets are sealed with
 *  in `dir`; `drop` removes it. */
export async function postgresWorld(dir: string, demo: boolean): Promise<World & { url: string; drop: () => Promise<void> }> {
  const root = inject('seedTemplates');
  if (!root) throw new Error('no seeded worlds directory (tests/server/seed-templates.setup.ts)');
  const templateName = demo ? 'world_demo' : 'world_plain';
  const from = await template(root, `postgres-${templateName}`, (making) => seedTemplate(making, templateName, demo));
  copyFileSync(join(from, SECRET_KEY_FILE), join(dir, SECRET_KEY_FILE));
  const name = `file_${process.pid}_${++made}_${Date.now() % 100_000}`;
  // Two clones of one template at once: PostgreSQL may refuse the second while the first copies; it waits and tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((admin) => admin.run(sql`CREATE DATABASE ${sql.id(name)} TEMPLATE ${sql.id(templateName)} STRATEGY FILE_COPY`));
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
  const world = JSON.parse(readFileSync(join(from, 'world.json'), 'utf8')) as World;
  return { ...world, url: urlOf(name), drop: () => withAdmin((admin) => admin.run(sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`)).then(() => undefined) };
}

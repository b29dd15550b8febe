// Seeds the demo world, one area at a time (outside demo mode only the delivery services' lists and points), on
// the data layer: the same seed fills SQLite and PostgreSQL. Each area runs once per database (seed_runs), so a
// restart skips what is there and areas added later (orders, points) still seed on older databases.
import { sql } from 'kysely';
import { afterBulkWrite } from '../sql/dialect';
import type { SqlDb } from '../sql/sql-db';
import { seedCalculationHistory } from './calculation-history';
import { seedCompanyResources } from './company-resources';
import { seedConnectSchemaSecrets } from './connect-schema-secrets';
import { seedDemoAccounts } from './demo-accounts';
import { seedEnglishNames } from './english-names';
import { seedModules } from './modules';
import { seedOrders } from './orders';
import { seedPoints } from './points';
import { seedReferenceLists } from './reference-lists';
import type { SeedArea, SeedOptions } from './seed-area';

/** In dependency order: accounts and orders need the reference lists, the calculation history the companies'
 *  connections and rules, the modules their warehouses; points belong to no company. The secret marks of
 *  connection forms come last: they upgrade the forms and connections of databases seeded before them. */
export const SEED_AREAS: SeedArea[] = [
  seedReferenceLists, seedEnglishNames, seedDemoAccounts, seedCompanyResources, seedCalculationHistory, seedOrders, seedPoints, seedModules,
  seedConnectSchemaSecrets,
];

export type SeedReport = { seeded: string[]; skipped: string[]; ms: number };

const seeded = async (db: SqlDb, area: string) =>
  (await db.get(sql`SELECT area FROM seed_runs WHERE area = ${area}`)) !== undefined;

export async function seed(db: SqlDb, now: number = Date.now(), options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const report: SeedReport = { seeded: [], skipped: [], ms: 0 };
  for (const area of SEED_AREAS) {
    if (area.demoOnly && options.demo === false) continue;
    if (await seeded(db, area.name)) {
      report.skipped.push(area.name);
      continue;
    }
    const write = await area.prepare(now, options);
    // One transaction per area: a crash mid-seed leaves the area unseeded, not half-seeded. The area's mark is
    // its first write: another instance starting beside this one on the same PostgreSQL database waits at it
    // (the key is taken) and then skips the area, or seeds it if this one rolled back.
    const wrote = await db.tx(async (tx) => {
      if (!(await tx.run(sql`INSERT INTO seed_runs (area, seeded_at) VALUES (${area.name}, ${now}) ON CONFLICT (area) DO NOTHING`))) return false;
      await write(tx);
      return true;
    });
    (wrote ? report.seeded : report.skipped).push(area.name);
  }
  const after = afterBulkWrite(db.dialect);
  if (report.seeded.length && after) await db.all(after);
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** Whether a demo area was ever seeded into this database (its accounts have the published password). */
export async function hasDemoWorld(db: SqlDb): Promise<boolean> {
  const names = SEED_AREAS.filter((a) => a.demoOnly).map((a) => a.name);
  return (await db.get(sql`SELECT 1 AS seeded FROM seed_runs WHERE area IN (${sql.join(names)})`)) !== undefined;
}

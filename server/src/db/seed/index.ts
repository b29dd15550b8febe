// Seeds the demo world, one area at a time (outside demo mode only the delivery services' lists and points). Each area runs once per database (seed_runs), so a restart
// skips what is there and areas added later (orders, points) still seed on older databases.
import type { Db } from '../db-type';
import { layerOf } from '../sql/layer-of';
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

export async function seed(db: Db, now: number = Date.now(), options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const report: SeedReport = { seeded: [], skipped: [], ms: 0 };
  const done = db.prepare<[string], { area: string }>('SELECT area FROM seed_runs WHERE area = ?');
  const mark = db.prepare('INSERT INTO seed_runs (area, seeded_at) VALUES (?, ?)');
  for (const area of SEED_AREAS) {
    if (area.demoOnly && options.demo === false) continue;
    if (done.get(area.name)) {
      report.skipped.push(area.name);
      continue;
    }
    const write = await area.prepare(now, options);
    // One transaction per area: a crash mid-seed leaves the area unseeded, not half-seeded. Begun by the data
    // layer over the same connection, so the synchronous writes and the layer's statements both fall inside it.
    await layerOf(db).tx(async (tx) => {
      if (done.get(area.name)) return;
      await write(db, tx);
      mark.run(area.name, now);
    });
    report.seeded.push(area.name);
  }
  // A seed writes a few hundred MB through the WAL (100,000 points); the WAL file would keep that size.
  if (report.seeded.length) db.pragma('wal_checkpoint(TRUNCATE)');
  report.ms = Math.round(performance.now() - started);
  return report;
}

/** Whether a demo area was ever seeded into this database (its accounts have the published password). */
export function hasDemoWorld(db: Db): boolean {
  const names = SEED_AREAS.filter((a) => a.demoOnly).map((a) => a.name);
  const placeholders = names.map(() => '?').join(', ');
  return db.prepare(`SELECT 1 FROM seed_runs WHERE area IN (${placeholders})`).get(...names) !== undefined;
}

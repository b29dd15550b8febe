// The seeded demo world each server test file starts from, seeded once per test run and copied per file: a seed
// takes ~3 s, and some fifty files each seeded their own. The first file to ask seeds it (a lock directory keeps
// the other worker waiting), in the run's directory that tests/server/seed-templates.setup.ts made; the copy
// brings the secrets' key along, and the world's time, so a test's clock starts when its world was seeded.
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDb } from '../../server/src/db/open';
import { seed, type SeedReport } from '../../server/src/db/seed/index';
import { layerOf } from '../../server/src/db/sql/layer-of';
import { SECRET_KEY_FILE } from '../../server/src/lib/secret-box';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its seeded worlds; absent outside the server tests' run (then each file seeds). */
    seedTemplates?: string;
    /** The run's PostgreSQL cluster (its `postgres` database), when the server tests run on PostgreSQL. */
    testPostgres?: string;
  }
}

export const DB_FILE = 'parcel.sqlite';

export type World = { seedReport: SeedReport; seededAt: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seedInto(dir: string, demo: boolean): Promise<World> {
  const db = openDb(join(dir, DB_FILE));
  const seededAt = Date.now();
  const seedReport = await seed(layerOf(db), seededAt, { demo });
  // Closing folds the write-ahead log into the file, so the file alone is the world.
  db.close();
  return { seedReport, seededAt };
}

/** The run's template of a world, made once by whichever worker asks first (a lock directory keeps the other
 *  waiting): `make` fills the directory it is given and answers the world. */
export async function template(root: string, name: string, make: (dir: string) => Promise<World>): Promise<string> {
  const ready = join(root, name);
  const lock = `${ready}.lock`;
  for (let waited = 0; !existsSync(ready); waited += 100) {
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 180_000) throw new Error(`no seeded world at ${ready} after three minutes`);
      await pause(100);
      continue;
    }
    const making = `${ready}.making`;
    mkdirSync(making);
    writeFileSync(join(making, 'world.json'), JSON.stringify(await make(making)));
    renameSync(making, ready);
  }
  return ready;
}

/** Fills `dir` with a seeded world: a copy of the run's template, or a seed of its own without one. */
export async function seededWorld(dir: string, demo: boolean): Promise<World> {
  const root = inject('seedTemplates');
  if (!root) return seedInto(dir, demo);
  const from = await template(root, demo ? 'demo' : 'plain', (making) => seedInto(making, demo));
  for (const file of [DB_FILE, SECRET_KEY_FILE]) copyFileSync(join(from, file), join(dir, file));
  return JSON.parse(readFileSync(join(from, 'world.json'), 'utf8')) as World;
}

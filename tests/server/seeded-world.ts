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
  }
}

export const DB_FILE = 'parcel.sqlite';

type World = { seedReport: SeedReport; seededAt: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seedInto(dir: string, demo: boolean): Promise<World> {
  const db = openDb(join(dir, DB_FILE));
  const seededAt = Date.now();
  const seedReport = await seed(layerOf(db), seededAt, { demo });
  // Closing folds the write-ahead log into the file, so the file alone is the world.
  db.close();
  return { seedReport, seededAt };
}

async function template(root: string, demo: boolean): Promise<string> {
  const ready = join(root, demo ? 'demo' : 'plain');
  const lock = `${ready}.lock`;
  for (let waited = 0; !existsSync(ready); waited += 100) {
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 120_000) throw new Error(`no seeded world at ${ready} after two minutes`);
      await pause(100);
      continue;
    }
    const making = `${ready}.making`;
    mkdirSync(making);
    writeFileSync(join(making, 'world.json'), JSON.stringify(await seedInto(making, demo)));
    renameSync(making, ready);
  }
  return ready;
}

/** Fills `dir` with a seeded world: a copy of the run's template, or a seed of its own without one. */
export async function seededWorld(dir: string, demo: boolean): Promise<World> {
  const root = inject('seedTemplates');
  if (!root) return seedInto(dir, demo);
  const from = await template(root, demo);
  for (const file of [DB_FILE, SECRET_KEY_FILE]) copyFileSync(join(from, file), join(dir, file));
  return JSON.parse(readFileSync(join(from, 'world.json'), 'utf8')) as World;
}

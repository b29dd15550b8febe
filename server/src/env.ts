// Reads the server's environment (README "Configuration"): PORT, DATA_DIR, DEMO, STATIC_DIR, TOMBSTONE_DAYS,
// SEED_ORDERS, SEED_POINTS, PDF_THREADS, READ_THREADS.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export type Env = {
  port: number; dataDir: string; demo: boolean; staticDir: string; tombstoneDays: number; seedOrders: number | undefined;
  seedPoints: number; pdfThreads: number; readThreads: number;
};

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  // How long deletions stay pullable by sync cursor; fractions allowed, so tests can use minutes.
  const tombstoneDays = Number(env.TOMBSTONE_DAYS || 30);
  if (!Number.isFinite(tombstoneDays) || tombstoneDays <= 0) {
    throw new Error(`TOMBSTONE_DAYS must be a positive number of days, got ${env.TOMBSTONE_DAYS}`);
  }
  // Orders seeded per demo company into a new database; unset, the seed's own 5,000. Benchmarks ask for more.
  const seedOrders = env.SEED_ORDERS ? Number(env.SEED_ORDERS) : undefined;
  if (seedOrders !== undefined && (!Number.isInteger(seedOrders) || seedOrders < 10)) {
    throw new Error(`SEED_ORDERS must be a whole number of at least 10, got ${env.SEED_ORDERS}`);
  }
  // Pickup points seeded into a new database (all companies share them). 100,000 makes scale problems show.
  const seedPoints = Number(env.SEED_POINTS || 100_000);
  if (!Number.isInteger(seedPoints) || seedPoints < 0) {
    throw new Error(`SEED_POINTS must be a whole number, got ${env.SEED_POINTS}`);
  }
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    demo: (env.DEMO ?? '1') !== '0',
    staticDir: resolve(env.STATIC_DIR || './dist'),
    tombstoneDays,
    seedOrders,
    seedPoints,
    pdfThreads: readPdfThreads(env),
    readThreads: readReadThreads(env),
  };
}

/** Threads of a worker pool: by default one less than the cores, at least one and at most two, so the pool
 *  never takes every core from the API's own thread. */
function threadCount(name: string, env: NodeJS.ProcessEnv): number {
  if (!env[name]) return Math.min(2, Math.max(1, availableParallelism() - 1));
  const n = Number(env[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got ${env[name]}`);
  return n;
}

/** PDF_THREADS: worker threads drawing labels and waybills (pdf/pdf-pool.ts). */
export const readPdfThreads = (env: NodeJS.ProcessEnv = process.env): number => threadCount('PDF_THREADS', env);

/** READ_THREADS: worker threads answering heavy list reads with their own read-only connections (db/read-pool.ts). */
export const readReadThreads = (env: NodeJS.ProcessEnv = process.env): number => threadCount('READ_THREADS', env);

/** MAP_STYLE_URL: the MapLibre style the points map draws its base map from (GET /v1/app/config gives it
 *  to the console); empty means none, and the map shows the points on a plain background. Read on its own,
 *  not in Env, because only the config route needs it. */
export function readMapStyleUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = (env.MAP_STYLE_URL ?? '').trim();
  if (url && !/^https?:\/\/[^/]/.test(url)) throw new Error(`MAP_STYLE_URL must be an http(s) URL, got ${url}`);
  return url;
}

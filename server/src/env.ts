// Reads the server's environment (README "Configuration"): PORT, DATA_DIR, DEMO, STATIC_DIR, TOMBSTONE_DAYS,
// SEED_ORDERS.
import { resolve } from 'node:path';

export type Env = { port: number; dataDir: string; demo: boolean; staticDir: string; tombstoneDays: number; seedOrders: number | undefined };

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
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    demo: (env.DEMO ?? '1') !== '0',
    staticDir: resolve(env.STATIC_DIR || './dist'),
    tombstoneDays,
    seedOrders,
  };
}

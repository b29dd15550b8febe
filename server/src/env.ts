// Reads the server's environment (README "Configuration"): PORT, DATA_DIR, DEMO, STATIC_DIR, TOMBSTONE_DAYS.
import { resolve } from 'node:path';

export type Env = { port: number; dataDir: string; demo: boolean; staticDir: string; tombstoneDays: number };

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  // How long deletions stay pullable by sync cursor; fractions allowed, so tests can use minutes.
  const tombstoneDays = Number(env.TOMBSTONE_DAYS || 30);
  if (!Number.isFinite(tombstoneDays) || tombstoneDays <= 0) {
    throw new Error(`TOMBSTONE_DAYS must be a positive number of days, got ${env.TOMBSTONE_DAYS}`);
  }
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    demo: (env.DEMO ?? '1') !== '0',
    staticDir: resolve(env.STATIC_DIR || './dist'),
    tombstoneDays,
  };
}

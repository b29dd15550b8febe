// The end-to-end suite's main server as two instances on one PostgreSQL database behind a round-robin proxy
// (docs/decisions/scale-out.md), for `npm run e2e:two-instances`: a throwaway cluster, two servers that share the
// data directory (where the tests find the database they read mail from), and the proxy on the port the suite
// expects. Runs until stopped.
import { sql } from 'kysely';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '../../../server/src/db/sql/open-sql-db';
import { startPgCluster } from '../../support/pg-cluster';
import { startRoundRobinProxy } from '../../support/round-robin-proxy';
import { startInstances } from '../../support/server-instances';
import { ANSWER_FILES, DATABASE_URL_FILE, E2E_DATA_DIR, E2E_PORT } from './env';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true, mode: 0o700 });
const cluster = await startPgCluster();
const admin = openPostgres(cluster.url(), { max: 1 });
await admin.run(sql`CREATE DATABASE e2e`);
await admin.close();
// Where the tests read mail (support/mail.ts): the instances spool it in their database.
writeFileSync(join(E2E_DATA_DIR, DATABASE_URL_FILE), cluster.url('e2e'), { mode: 0o600 });
// The same world as the single server's (playwright.config.ts), the same data directory for both.
const instances = await startInstances(2, cluster.url('e2e'), {
  SEED_POINTS: '2000', SEED_ORDERS: '400', MAILS_PER_CLIENT_HOUR: '1000', ANSWER_CHECK_FILE: ANSWER_FILES[0]!, DATA_DIR: E2E_DATA_DIR,
}, 'dist');
const proxy = await startRoundRobinProxy(instances.map((i) => i.url), E2E_PORT);
console.log(`two instances (${instances.map((i) => i.url).join(', ')}) behind ${proxy.url}`);

const stop = async () => {
  console.log(`requests per instance: ${proxy.counts().join(', ')}`);
  await proxy.stop();
  await Promise.all(instances.map((i) => i.stop()));
  cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

// The server's load on each database (docs/decisions/database.md), for `npm run bench` and alone
// (`npx tsx tests/bench/database-load.ts`): a server of its own on SQLite, then one on PostgreSQL (a throwaway
// cluster of Debian's, tests/support/pg-cluster.ts), then two instances on one PostgreSQL database behind a
// round-robin proxy (docs/decisions/scale-out.md), each with the same demo world (10,000 orders a company, no
// simulation); 50 clients on the order list and orders sync pages while one polls user/info, p50/p99 of each.
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openPostgres } from '../../server/src/db/sql/open-sql-db';
import { startPgCluster, type PgCluster } from '../support/pg-cluster';
import { startRoundRobinProxy } from '../support/round-robin-proxy';
import { INSTANCES_SECRETS_KEY, startInstances } from '../support/server-instances';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { LOAD_CLIENTS, measureListLoad, type LoadFigures } from './server-load';
import { percentile } from './stats';

const WORLD = { SEED_ORDERS: '10000', SEED_POINTS: '1000', SIM: '0' };

type Row = (name: string, value: string, target: string) => void;

async function loadOn(server: OwnServer): Promise<LoadFigures> {
  try {
    return await measureListLoad(server.url);
  } finally {
    server.stop();
  }
}

type Setups = 'SQLite' | 'PostgreSQL' | 'PostgreSQL, 2 instances';

/** Two instances on a database of their own in the cluster, behind the proxy. */
async function loadOnTwo(cluster: PgCluster): Promise<LoadFigures> {
  const admin = openPostgres(cluster.url(), { max: 1 });
  await admin.run(sql`CREATE DATABASE two_instances`);
  await admin.close();
  const instances = await startInstances(2, cluster.url('two_instances'), WORLD);
  const proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  try {
    return await measureListLoad(proxy.url);
  } finally {
    await proxy.stop();
    await Promise.all(instances.map((i) => i.stop()));
  }
}

export async function measureDatabaseLoad(port: number): Promise<Record<Setups, LoadFigures>> {
  const sqlite = await loadOn(await startOwnServer(port, undefined, WORLD));
  const cluster = await startPgCluster();
  try {
    const postgres = await loadOn(await startOwnServer(port + 1, undefined, { ...WORLD, DATABASE_URL: cluster.url(), SECRETS_KEY: INSTANCES_SECRETS_KEY }));
    return { SQLite: sqlite, PostgreSQL: postgres, 'PostgreSQL, 2 instances': await loadOnTwo(cluster) };
  } finally {
    cluster.stop();
  }
}

export function reportDatabaseLoad(row: Row, figures: Record<Setups, LoadFigures>): void {
  const ms = (values: number[], p: number) => (values.length ? percentile(values, p).toFixed(0) : '-');
  for (const [database, load] of Object.entries(figures)) {
    const failed = load.list.failed + load.sync.failed + load.info.failed;
    row(`${database}, ${LOAD_CLIENTS} clients: order list p50 / p99 (ms)`, `${ms(load.list.ms, 50)} / ${ms(load.list.ms, 99)}`, '-');
    row(`${database}: orders sync page p50 / p99 (ms)`, `${ms(load.sync.ms, 50)} / ${ms(load.sync.ms, 99)}`, '-');
    row(`${database}: user/info meanwhile p50 / p99 (ms)`, `${ms(load.info.ms, 50)} / ${ms(load.info.ms, 99)}`, '-');
    row(`${database}: requests answered (failed)`, `${load.list.ms.length + load.sync.ms.length + load.info.ms.length} (${failed})`, '0 failed');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const row: Row = (name, value, target) => console.log(`${name.padEnd(52)} ${value.padStart(16)}   target ${target}`);
  reportDatabaseLoad(row, await measureDatabaseLoad(Number(process.env.LOAD_PORT ?? 4330)));
}

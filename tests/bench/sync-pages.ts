// The server's sync page alone, in process (no browser, no socket): a seeded file, then every page of a pass
// from scratch of orders (newest first, the snapshot order), of orders by version (a cursor at 0), and of
// points, each page timed; medians and totals. For before/after figures of a change to the sync read path:
// `npx tsx tests/bench/sync-pages.ts` (BENCH_ORDERS, BENCH_POINTS, BENCH_ROUNDS to change its size). The
// process's CPU time per pass too: on a machine shared with other work, wall times vary by half.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/src/app';
import { openDb } from '../../server/src/db/open';
import { seed } from '../../server/src/db/seed/index';
import { overSqlite } from '../../server/src/db/sql/open-sql-db';
import { median } from './stats';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const POINTS = Number(process.env.BENCH_POINTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TOKEN = 'admin-token';

const dir = mkdtempSync(join(tmpdir(), 'sync-pages-'));
const db = overSqlite(openDb(join(dir, 'bench.sqlite')));
await seed(db, Date.now(), { ordersPerCompany: ORDERS, points: POINTS });
const app = createApp({
  db, config: { demo: true, staticDir: null }, mailer: { send: () => undefined }, now: Date.now, clientAddress: () => '127.0.0.1',
});

/** Every page of one pass; the time of each page, body read. */
async function pass(collection: string, first: string): Promise<number[]> {
  const times: number[] = [];
  for (let query = first; ;) {
    const started = performance.now();
    const res = await app.request(`/v1/app/sync/${collection}?limit=100&ahead=32${query}`, { headers: { Authorization: TOKEN } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${collection}: ${res.status}`);
    if (res.headers.get('Sync-Has-More') !== 'true') return times;
    query = `&cursor=${res.headers.get('Sync-Cursor')}`;
  }
}

const floor = Number((await (await app.request('/v1/app/sync/orders?limit=1', { headers: { Authorization: TOKEN } })).headers.get('Sync-Cursor') ?? '0.0').split('.')[1]);
const passes: Array<[string, string, string]> = [
  ['orders, from scratch (newest first)', 'orders', ''],
  ['orders, by version', 'orders', `&cursor=0.${floor}`],
  ['points, from scratch', 'points', ''],
];
for (const [label, collection, first] of passes) {
  const perPage: number[] = [];
  const totals: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = process.cpuUsage();
    const times = await pass(collection, first);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    perPage.push(...times);
    totals.push(times.reduce((a, b) => a + b, 0));
  }
  console.log(`${label}: ${perPage.length / ROUNDS} pages, median page ${median(perPage).toFixed(2)} ms, ` +
    `median pass ${median(totals).toFixed(0)} ms, CPU ${median(cpu).toFixed(0)} ms`);
}
db.close();
rmSync(dir, { recursive: true, force: true });

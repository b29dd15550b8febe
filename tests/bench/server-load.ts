// Server figures under load, for `npm run bench`: 50 concurrent clients for ~20 s on the order list (a mix
// of filters and pages) and on orders sync pages from random cursors, p50/p99 of each; and 5 concurrent
// calls of 100 labels while one client polls /v1/app/user/info, its p50/p95; then company 2's user/info while
// 8 clients of company 1 loop on rule previews (preview-load.ts). Every request goes to loopback only and
// the loops end by themselves. Runs alone too, against a server of its own:
// `npx tsx tests/bench/server-load.ts` (LOAD_URL=http://... measures a server already running instead).
import { fileURLToPath } from 'node:url';
import { startOwnServer } from '../support/own-server';
import { measurePreviewLoad, reportPreviewLoad } from './preview-load';
import { percentile } from './stats';

/** Orders per demo company of the load server run alone, as for the sync figures. */
const LOAD_ORDERS = 10_000;
export const LOAD_CLIENTS = 50;
export const LOAD_SECONDS = 20;
const TOKEN = 'admin-token';
const LABEL_CALLS = 5;
const LABELS_PER_CALL = 100;

type Timings = { ms: number[]; failed: number };
/** info: one more client meanwhile, polling /v1/app/user/info (a cheap call) every 50 ms. */
export type LoadFigures = { list: Timings; sync: Timings; info: Timings };
export type LabelFigures = { info: Timings; labelsWallMs: number };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { Authorization: TOKEN } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

type Order = { id: string; number: string; clientNumber: string; shopId: string | null };

/** Values the filters of the mix use, taken from the server's own data. */
async function filterValues(url: string) {
  const orders = (await getJson<{ items: Order[] }>(`${url}/v1/app/orders?limit=1000&page=3`)).items;
  const shops = [...new Set(orders.flatMap((o) => (o.shopId ? [o.shopId] : [])))];
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
  return { orders, shops, monthAgo };
}

/** One order-list request of the mix: what operators filter by, at the pages they reach. */
function listPath(v: Awaited<ReturnType<typeof filterValues>>): string {
  const filters = [
    '', '', '',
    'status=delivered', 'status=[onWay,delivering]', 'providerKey=cdek', 'status=delivered;providerKey=boxberry',
    ...(v.shops.length ? [`shopId=${pick(v.shops)}`] : []),
    `created>${v.monthAgo}`, 'deliveryType=2', 'platform=api',
    `q%${pick(['иван', 'петр', 'смирн', '916', 'PC-00'])}`,
    `number=${pick(v.orders).number}`, `clientNumber=${pick(v.orders).clientNumber}`,
  ];
  const filter = pick(filters);
  // Unfiltered lists get scrolled far; filtered ones a few pages.
  const page = filter ? between(1, 5) : between(1, 100);
  return `/v1/app/orders?limit=100&page=${page}${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`;
}

/** LOAD_CLIENTS clients, each one request after another for LOAD_SECONDS: 3 of 4 order lists, 1 of 4 sync pages. */
export async function measureListLoad(url: string, seconds = LOAD_SECONDS, clients = LOAD_CLIENTS): Promise<LoadFigures> {
  const values = await filterValues(url);
  // A first sync page gives the floor (the version when a pass began); later pages resume anywhere below it.
  const first = await fetch(`${url}/v1/app/sync/orders?limit=1`, { headers: { Authorization: TOKEN } });
  const floor = Number((first.headers.get('Sync-Cursor') ?? '0.0').split('.')[1]);
  await first.arrayBuffer();
  const figures: LoadFigures = { list: { ms: [], failed: 0 }, sync: { ms: [], failed: 0 }, info: { ms: [], failed: 0 } };
  const until = performance.now() + seconds * 1000;
  const probe = async () => {
    while (performance.now() < until) {
      await timed(url, '/v1/app/user/info', figures.info);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const client = async () => {
    while (performance.now() < until) {
      const sync = Math.random() < 0.25;
      const path = sync ? `/v1/app/sync/orders?limit=100&cursor=${between(0, floor)}.${floor}` : listPath(values);
      await timed(url, path, sync ? figures.sync : figures.list);
    }
  };
  await Promise.all([...Array.from({ length: clients }, client), probe()]);
  return figures;
}

/** One GET, its time added to `into` when it succeeds. */
async function timed(url: string, path: string, into: Timings): Promise<void> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}${path}`, { headers: { Authorization: TOKEN } });
    await res.arrayBuffer();
    if (res.ok) into.ms.push(performance.now() - started);
    else into.failed += 1;
  } catch {
    into.failed += 1;
  }
}

/** LABEL_CALLS concurrent calls of LABELS_PER_CALL labels while one client polls user/info. */
export async function measureLabelsLoad(url: string): Promise<LabelFigures> {
  const ids: string[] = [];
  for (let page = 1; ids.length < LABEL_CALLS * LABELS_PER_CALL; page++) {
    ids.push(...(await getJson<{ items: Order[] }>(`${url}/v1/app/orders?limit=100&page=${page}`)).items.map((o) => o.id));
  }
  const labels = (orderIds: string[]) =>
    fetch(`${url}/v1/app/orders/labels`, {
      method: 'POST', headers: { Authorization: TOKEN, 'Content-Type': 'application/json' }, body: JSON.stringify({ orderIds }),
    }).then(async (res) => {
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`labels: ${res.status}`);
    });
  // Once, so a worker's start-up is not counted.
  await labels(ids.slice(0, 1));
  const info: Timings = { ms: [], failed: 0 };
  let done = false;
  const started = performance.now();
  const calls = Promise.all(
    Array.from({ length: LABEL_CALLS }, (_, i) => labels(ids.slice(i * LABELS_PER_CALL, (i + 1) * LABELS_PER_CALL))),
  ).finally(() => void (done = true));
  while (!done) await timed(url, '/v1/app/user/info', info);
  await calls;
  return { info, labelsWallMs: performance.now() - started };
}

type Row = (name: string, value: string, target: string) => void;

const ms = (values: number[], p: number) => (values.length ? percentile(values, p).toFixed(0) : '-');

export function reportLoad(row: Row, load: LoadFigures, labels: LabelFigures): void {
  const count = (t: Timings) => `${t.ms.length} answered${t.failed ? `, ${t.failed} failed` : ''}`;
  row(`order list, ${LOAD_CLIENTS} clients, p50 (ms)`, ms(load.list.ms, 50), '-');
  row(`order list, ${LOAD_CLIENTS} clients, p99 (ms)`, ms(load.list.ms, 99), '-');
  row('  order list requests', count(load.list), '-');
  row(`orders sync page, ${LOAD_CLIENTS} clients, p50 (ms)`, ms(load.sync.ms, 50), '-');
  row(`orders sync page, ${LOAD_CLIENTS} clients, p99 (ms)`, ms(load.sync.ms, 99), '-');
  row('  sync page requests', count(load.sync), '-');
  row('user/info meanwhile, p50 (ms)', ms(load.info.ms, 50), '-');
  row('user/info meanwhile, p99 (ms)', ms(load.info.ms, 99), '-');
  row(`user/info during ${LABEL_CALLS}x${LABELS_PER_CALL} labels, p50 (ms)`, ms(labels.info.ms, 50), '-');
  row(`user/info during ${LABEL_CALLS}x${LABELS_PER_CALL} labels, p95 (ms)`, ms(labels.info.ms, 95), '< 100');
  row(`  ${LABEL_CALLS}x${LABELS_PER_CALL} labels, all done (ms)`, labels.labelsWallMs.toFixed(0), '-');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const row: Row = (name, value, target) => console.log(`${name.padEnd(44)} ${value.padStart(18)}   target ${target}`);
  const own = process.env.LOAD_URL ? null : await startOwnServer(Number(process.env.LOAD_PORT ?? 4316), undefined, { SEED_ORDERS: String(LOAD_ORDERS), SEED_POINTS: '1000', SIM: '0' });
  const url = process.env.LOAD_URL ?? own!.url;
  try {
    reportLoad(row, await measureListLoad(url), await measureLabelsLoad(url));
    reportPreviewLoad(row, await measurePreviewLoad(url));
  } finally {
    own?.stop();
  }
}

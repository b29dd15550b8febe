// The status lag call's answer time (docs/decisions/analytics.md "Status lag"), for `npm run bench` and alone
// (`npx tsx tests/bench/status-lag-latency.ts`): the demo company with 10,000 orders and their seeded histories,
// the call asked one after another as the sync worker asks it, without a period (the last 30 days, as every
// device keeps it) and with the last 90 Moscow days. No If-None-Match: each answer is worked out in full.
import { fileURLToPath } from 'node:url';
import { startOwnServer } from '../support/own-server';
import { median, percentile } from './stats';
import { login } from './sync-collection';

export type StatusLagFigures = { calls: number; windowMs: number[]; periodMs: number[]; items: number };

const WARM_UP = 20;
const CALLS = 200;
const day = (ms: number) => new Date(ms + 3 * 3600_000).toISOString().slice(0, 10);

export async function measureStatusLag(baseUrl: string): Promise<StatusLagFigures> {
  const token = await login(baseUrl);
  const period = `?from=${day(Date.now() - 89 * 86_400_000)}&to=${day(Date.now())}`;
  const ask = async (query: string): Promise<{ ms: number; items: number }> => {
    const started = performance.now();
    const answer = await fetch(`${baseUrl}/v1/app/analytics/status-lag${query}`, { headers: { Authorization: token } });
    if (!answer.ok) throw new Error(`status-lag: ${answer.status} ${await answer.text()}`);
    const { items } = (await answer.json()) as { items: unknown[] };
    return { ms: performance.now() - started, items: items.length };
  };
  const windowMs: number[] = [];
  const periodMs: number[] = [];
  let items = 0;
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    const window = await ask('');
    const longer = await ask(period);
    if (i < WARM_UP) continue;
    windowMs.push(window.ms);
    periodMs.push(longer.ms);
    items = window.items;
  }
  return { calls: CALLS, windowMs, periodMs, items };
}

type Row = (name: string, value: string, target: string) => void;

export function reportStatusLag(row: Row, figures: StatusLagFigures): void {
  row(`status-lag p95, 10,000 orders, last 30 days, ${figures.items} rows (ms)`, percentile(figures.windowMs, 95).toFixed(1), '<= 100');
  row(`  median of ${figures.calls} calls (ms)`, median(figures.windowMs).toFixed(1), '-');
  row('  with a 90-day period: p95 / median (ms)', `${percentile(figures.periodMs, 95).toFixed(1)} / ${median(figures.periodMs).toFixed(1)}`, '-');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const row: Row = (name, value, target) => console.log(`${name.padEnd(60)} ${value.padStart(14)}   target ${target}`);
  const server = await startOwnServer(Number(process.env.BENCH_PORT ?? 4340), undefined, { SEED_ORDERS: '10000', SEED_POINTS: '1000', SIM: '0' });
  try {
    reportStatusLag(row, await measureStatusLag(server.url));
  } finally {
    server.stop();
  }
}

// The shipping analytics call's answer time (docs/decisions/analytics.md "Shipping"), for `npm run bench` and alone
// (`npx tsx tests/bench/shipping-latency.ts`): the demo company with 10,000 orders, their seeded charges and
// deliveries, the last 30 and 90 Moscow days by day and by service, one call after another as the page asks them.
import { fileURLToPath } from 'node:url';
import { startOwnServer } from '../support/own-server';
import { median, percentile } from './stats';
import { login } from './sync-collection';

export type ShippingFigures = { calls: number; ms: Record<string, number[]> };

const WARM_UP = 10;
const CALLS = 100;
const day = (ms: number) => new Date(ms + 3 * 3600_000).toISOString().slice(0, 10);

export async function measureShipping(baseUrl: string): Promise<ShippingFigures> {
  const token = await login(baseUrl);
  const queries: Record<string, string> = {};
  for (const days of [30, 90]) {
    for (const groupBy of ['day', 'providerKey']) {
      queries[`${days} days by ${groupBy}`] = `?from=${day(Date.now() - (days - 1) * 86_400_000)}&to=${day(Date.now())}&groupBy=${groupBy}`;
    }
  }
  const ms: Record<string, number[]> = Object.fromEntries(Object.keys(queries).map((name) => [name, []]));
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    for (const [name, query] of Object.entries(queries)) {
      const started = performance.now();
      const answer = await fetch(`${baseUrl}/v1/app/analytics/shipping${query}`, { headers: { Authorization: token } });
      if (!answer.ok) throw new Error(`shipping: ${answer.status} ${await answer.text()}`);
      await answer.arrayBuffer();
      if (i >= WARM_UP) ms[name]!.push(performance.now() - started);
    }
  }
  return { calls: CALLS, ms };
}

type Row = (name: string, value: string, target: string) => void;

export function reportShipping(row: Row, figures: ShippingFigures): void {
  for (const [name, ms] of Object.entries(figures.ms)) {
    row(`shipping, 10,000 orders, ${name}: p95 / median (ms)`, `${percentile(ms, 95).toFixed(1)} / ${median(ms).toFixed(1)}`, '-');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const row: Row = (name, value, target) => console.log(`${name.padEnd(60)} ${value.padStart(14)}   target ${target}`);
  const server = await startOwnServer(Number(process.env.BENCH_PORT ?? 4341), undefined, { SEED_ORDERS: '10000', SEED_POINTS: '1000', SIM: '0' });
  try {
    reportShipping(row, await measureShipping(server.url));
  } finally {
    server.stop();
  }
}

// `npm run bench`: prints the figures the issues set targets for. Run after `vite build`.
import { measureEntrySize } from './entry-size';
import { startOwnServer } from '../support/own-server';
import { measureOfflineRender } from './offline-render';
import { median, percentile } from './stats';
import { BENCH_ORDERS, measureOrdersSync } from './sync-orders';
import { measureDrain } from './drain-outbox';
import { measureClickToOptimistic } from './click-to-optimistic';

const row = (name: string, value: string, target: string) => console.log(`${name.padEnd(44)} ${value.padStart(14)}   target ${target}`);

const entry = measureEntrySize('dist');
row('entry JS (gzip, script + modulepreloads)', `${entry.gzipKb.toFixed(1)} kB`, '< 150 kB');
row('entry JS (raw)', `${entry.rawKb.toFixed(1)} kB`, '-');

const server = await startOwnServer(8282);
try {
  const times = await measureOfflineRender(server.url);
  row('offline first render, median (ms)', median(times).toFixed(0), '< 1000');
  row('offline first render, p95 (ms)', percentile(times, 95).toFixed(0), '< 1000');
  const clicks = await measureClickToOptimistic(server.url);
  row('click to optimistic update, median (ms)', median(clicks).toFixed(0), '-');
  row('click to optimistic update, p95 (ms)', percentile(clicks, 95).toFixed(0), '< 100');
} finally {
  server.stop();
}

// A demo company with 10,000 orders: the first sync, a raw IndexedDB write of the same rows, long tasks.
const syncServer = await startOwnServer(4314, undefined, { SEED_ORDERS: String(BENCH_ORDERS) });
try {
  const sync = await measureOrdersSync(syncServer.url, '/dashboard');
  row(`orders sync, ${sync.stored} rows (ms)`, sync.syncMs.toFixed(0), '-');
  row('  from opening the page (ms)', sync.fromOpenMs.toFixed(0), '-');
  if (sync.raw) {
    row(`raw IndexedDB write, same rows, ~${sync.raw.bytesPerRow} B (ms)`, sync.raw.plainMs.toFixed(0), '-');
    row('orders sync / raw write', (sync.syncMs / sync.raw.plainMs).toFixed(2), '< 1.5');
    row('  raw write with the app\'s indexes (ms)', sync.raw.indexedMs.toFixed(0), '-');
    row('  orders sync / raw write with indexes', (sync.syncMs / sync.raw.indexedMs).toFixed(2), '-');
  }
  const tasks = (label: string, figures: typeof sync) => {
    if (!figures.longTasks) return row(`${label}: long tasks`, 'unsupported', '-');
    row(`${label}: long tasks > 50 ms`, String(figures.longTasks.over50), '0');
    row(`${label}: longest task (ms)`, figures.longTasks.maxMs.toFixed(0), '< 50');
  };
  tasks('sync, dashboard', sync);
  // The order list open while its table fills: live queries re-read as batches land.
  const listOpen = await measureOrdersSync(syncServer.url, '/orders', false);
  row('orders sync with the order list open (ms)', listOpen.syncMs.toFixed(0), '-');
  tasks('sync, order list', listOpen);

  const drain = await measureDrain(syncServer.url);
  row(`drain ${drain.changes} queued creates, outbox empty (ms)`, drain.emptyMs.toFixed(0), '-');
  row(`  server has all ${drain.changes} (ms)`, drain.serverMs.toFixed(0), '-');
} finally {
  syncServer.stop();
}

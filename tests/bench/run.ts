// `npm run bench`: prints the figures the issues set targets for. Run after `vite build`.
import { measureEntrySize } from './entry-size';
import { startOwnServer } from '../support/own-server';
import { measureOfflineRender } from './offline-render';
import { median, percentile } from './stats';
import { measurePointsPage } from './points-figures';
import { BENCH_ORDERS, measureSync, type SyncFigures } from './sync-collection';
import { measureDrain } from './drain-outbox';
import { measureClickToOptimistic } from './click-to-optimistic';
import { measureLabelsLoad, measureListLoad, reportLoad } from './server-load';
import { measureFirstVisit } from './shaped-first-visit';
import { SLOW_4G, THREE_G } from '../support/shaped-link';

const SYNC_RUNS = 3;
const POINT_SYNC_RUNS = 2;
const BENCH_POINTS = 100_000;

const row = (name: string, value: string, target: string) => console.log(`${name.padEnd(44)} ${value.padStart(14)}   target ${target}`);

const entry = measureEntrySize('dist');
row('entry JS (gzip, script + modulepreloads)', `${entry.gzipKb.toFixed(1)} kB`, '< 150 kB');
row('entry JS (raw)', `${entry.rawKb.toFixed(1)} kB`, '-');

const server = await startOwnServer(8282, undefined, { SEED_POINTS: '1000' });
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

// A new user's first visit through a shaped link (tests/support/shaped-link.ts): what a slow mobile link costs.
const shapedServer = await startOwnServer(8283, undefined, { SEED_POINTS: '1000' });
try {
  for (const profile of [SLOW_4G, THREE_G]) {
    const visit = await measureFirstVisit(shapedServer.url, profile);
    const first = profile === SLOW_4G;
    row(`${profile.name}: login page cold, transfer (kB)`, (visit.loginBytes / 1000).toFixed(0), first ? '<= 350' : '-');
    row(`${profile.name}: login page cold, form shown (ms)`, visit.loginMs.toFixed(0), '-');
    row(`${profile.name}: login to order list, code/styles/fonts/images (kB)`, (visit.assetBytes / 1000).toFixed(0), first ? '<= 600' : '-');
    row(`${profile.name}: login to order list's first row (ms)`, visit.toOrderListMs.toFixed(0), first ? '<= 6000' : '-');
    row(`${profile.name}:   all bytes over the link by then (kB)`, (visit.linkBytes / 1000).toFixed(0), '-');
  }
} finally {
  shapedServer.stop();
}

/** Medians of several syncs of one collection, against a raw write of the same rows. */
function reportSync(collection: string, runs: SyncFigures[]): void {
  const syncMs = median(runs.map((r) => r.syncMs));
  row(`${collection} sync, ${runs[0].stored} rows, median of ${runs.length} (ms)`, syncMs.toFixed(0), '-');
  row('  from opening the page (ms)', median(runs.map((r) => r.fromOpenMs)).toFixed(0), '-');
  const raws = runs.flatMap((r) => (r.raw ? [r.raw] : []));
  if (!raws.length) return;
  const indexedMs = median(raws.map((r) => r.indexedMs));
  const plainMs = median(raws.map((r) => r.plainMs));
  row(`raw write, same rows (~${raws[0].bytesPerRow} B), app's indexes (ms)`, indexedMs.toFixed(0), '-');
  row(`${collection} sync / raw write into the same store`, (syncMs / indexedMs).toFixed(2), '< 1.5');
  row('  raw write into a store without indexes (ms)', plainMs.toFixed(0), '-');
  row(`  ${collection} sync / raw write without indexes`, (syncMs / plainMs).toFixed(2), '-');
}

function reportLongTasks(label: string, all: SyncFigures[]): void {
  const measured = all.flatMap((f) => (f.longTasks ? [f.longTasks] : []));
  if (!measured.length) return row(`${label}: long tasks`, 'unsupported', '-');
  row(`${label}: long tasks > 50 ms, all runs`, String(measured.reduce((n, t) => n + t.over50, 0)), '0');
  row(`${label}: longest task (ms)`, Math.max(...measured.map((t) => t.maxMs)).toFixed(0), '< 50');
}

// This machine's timings vary by a third from run to run: medians of several syncs, each in a fresh profile.
// A demo company with 10,000 orders (and few points, which are pulled after orders and would share the CPU).
const syncServer = await startOwnServer(4314, undefined, { SEED_ORDERS: String(BENCH_ORDERS), SEED_POINTS: '1000' });
try {
  const runs: SyncFigures[] = [];
  for (let i = 0; i < SYNC_RUNS; i++) runs.push(await measureSync(syncServer.url, 'orders', '/dashboard'));
  reportSync('orders', runs);
  reportLongTasks('sync, dashboard', runs);
  // The order list open while its table fills: live queries re-read as batches land.
  const listOpen = await measureSync(syncServer.url, 'orders', '/orders', false);
  row('orders sync with the order list open (ms)', listOpen.syncMs.toFixed(0), '-');
  reportLongTasks('sync, order list', [listOpen]);

  const drain = await measureDrain(syncServer.url);
  row(`drain ${drain.changes} queued creates, outbox empty (ms)`, drain.emptyMs.toFixed(0), '-');
  row(`  server has all ${drain.changes} (ms)`, drain.serverMs.toFixed(0), '-');

  // The server alone under load: 50 concurrent clients on the order list and sync pages, then labels.
  reportLoad(row, await measureListLoad(syncServer.url), await measureLabelsLoad(syncServer.url));
} finally {
  syncServer.stop();
}

// About 100,000 pickup points (the server's default demo world), the points page open while they arrive.
const pointsServer = await startOwnServer(4315, undefined, { SEED_POINTS: String(BENCH_POINTS) });
try {
  const runs: SyncFigures[] = [];
  for (let i = 0; i < POINT_SYNC_RUNS; i++) runs.push(await measureSync(pointsServer.url, 'points', '/points/list'));
  reportSync('points', runs);
  reportLongTasks('points sync, points page', runs);

  const figures = await measurePointsPage(pointsServer.url);
  row(`points filter query p95, ${figures.filterChanges} changes (ms)`, percentile(figures.queryMs, 95).toFixed(1), '< 15');
  row('  median (ms)', median(figures.queryMs).toFixed(1), '-');
  row(`  page to worker and back p95, ${figures.roundTripMs.length} pages (ms)`, percentile(figures.roundTripMs, 95).toFixed(1), '-');
  for (const { city, points, ms } of figures.map) row(`map first render, ${city} (${points} points) (ms)`, ms.toFixed(0), '< 1000');
  const file = figures.exportFile;
  row(`xlsx export, ${file.rows} rows, ${(file.bytes / 1e6).toFixed(1)} MB (ms)`, file.ms.toFixed(0), '< 6000');
  row('  page long tasks > 50 ms meanwhile', String(file.longTasksOver50), '0');
  row('  longest page task meanwhile (ms)', file.longestTaskMs.toFixed(0), '< 50');
  row('  renderer memory before / peak (MB)', `${file.rendererMbBefore.toFixed(0)} / ${file.rendererMbPeak.toFixed(0)}`, '-');
} finally {
  pointsServer.stop();
}

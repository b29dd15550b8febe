// `npx tsx tests/bench/transfer-bytes.ts` after `vite build`: bytes over the wire in headless chromium for
// the first load (the login page, its service worker precaching the app) and a full orders sync, against
// the same answers uncompressed (what the server sent before it compressed anything).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Request } from '@playwright/test';
import { startOwnServer } from '../support/own-server';
import { untilPulled } from './page-idb';
import { launchChromium, login } from './sync-collection';

const PORT = Number(process.env.BENCH_PORT ?? 8302);
const ORDERS = 5000;
type Tally = { requests: number; wire: number; plain: number };

/** The file a console URL is served from (index.html for the app's routes). */
function distSize(url: URL): number | null {
  if (url.pathname.startsWith('/v1')) return null;
  for (const path of [url.pathname, '/index.html']) {
    try {
      const stats = statSync(join('dist', path));
      if (stats.isFile()) return stats.size;
    } catch {
      // not a file: the SPA's route
    }
  }
  return null;
}

/** Sums the encoded bodies of the context's finished requests that `pick` takes, and their plain sizes. */
function tally(context: BrowserContext, pick: (url: URL) => boolean, token: () => string) {
  const sums: Tally = { requests: 0, wire: 0, plain: 0 };
  const pending: Promise<void>[] = [];
  const count = async (request: Request) => {
    const url = new URL(request.url());
    if (!pick(url)) return;
    const { responseBodySize } = await request.sizes();
    // The same answer without Accept-Encoding: a file's size, or the API asked again.
    const plain = distSize(url) ?? (await (await fetch(url, { headers: { Authorization: token() } })).arrayBuffer()).byteLength;
    sums.requests += 1;
    sums.wire += responseBodySize;
    sums.plain += plain;
  };
  context.on('requestfinished', (request) => void pending.push(count(request)));
  return { sums, settle: () => Promise.all(pending) };
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const report = (name: string, t: Tally) =>
  console.log(`${name.padEnd(28)} ${String(t.requests).padStart(4)} requests  wire ${mb(t.wire).padStart(9)}  plain ${mb(t.plain).padStart(9)}  (${(t.plain / t.wire).toFixed(1)}x)`);

const server = await startOwnServer(PORT, undefined, { SEED_ORDERS: String(ORDERS), SEED_POINTS: '1000' });
const browser = await launchChromium();
try {
  const base = server.url;
  const token = await login(base);
  const context = await browser.newContext();
  const first = tally(context, (url) => url.origin === base, () => token);
  const loginPage = await context.newPage();
  await loginPage.goto(`${base}/login`);
  await loginPage.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await loginPage.waitForLoadState('networkidle');
  await first.settle();
  report('first load (login page)', first.sums);
  context.removeAllListeners('requestfinished');
  await loginPage.close();

  await context.addCookies([{ name: 'token', value: token, url: base }]);
  const orders = tally(context, (url) => url.pathname === '/v1/app/sync/orders', () => token);
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`);
  await page.evaluate(untilPulled('orders'));
  await orders.settle();
  report(`orders sync (${ORDERS} orders)`, orders.sums);
} finally {
  await browser.close();
  server.stop();
}

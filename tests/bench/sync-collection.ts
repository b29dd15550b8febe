// The first full sync of a big collection (orders, points) into IndexedDB (docs/sync.md "Pull"), in headless
// chromium: wall time from the collection's first sync request until its syncState row is complete, against
// one raw IndexedDB write of the same records (what storing them costs at the least), and main-thread long
// tasks meanwhile (docs/sync.md guarantee 4: the UI never freezes while syncing, nothing over 50 ms).
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from './offline-render';
import { LONG_TASK_RECORDER, LONG_TASKS, rawWriteOf, untilPulled } from './page-idb';

/** Orders per demo company the bench server seeds (SEED_ORDERS). */
export const BENCH_ORDERS = 10_000;

export type SyncFigures = {
  /** Screen open while syncing. */
  path: string;
  stored: number;
  /** First page request of the collection until its pull is complete. */
  syncMs: number;
  /** Opening the screen until the pull is complete (boot and login check included). */
  fromOpenMs: number;
  raw: { count: number; bytesPerRow: number; plainMs: number; indexedMs: number } | null;
  longTasks: { over50: number; maxMs: number; bootOver50: number } | null;
};

type LongTask = { start: number; duration: number };

export async function login(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/v1/app/user/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.local', password: 'demo12345' }),
  });
  const { token } = (await answer.json()) as { token: string };
  return token;
}

/** Logs the demo admin in and accepts the offer, whose dialog a fresh admin meets once: a one-time step,
 *  not part of what a page load costs. */
export async function acceptOffer(baseUrl: string): Promise<void> {
  await fetch(`${baseUrl}/v1/app/user/offer/accept`, {
    method: 'PUT', headers: { Authorization: await login(baseUrl), 'Content-Type': 'application/json' },
    body: JSON.stringify({ offerAccepted: Math.floor(Date.now() / 1000) }),
  });
}

/** Hooks of a sync measured through a shaped link: its bytes are counted from the first page to the end of
 *  the pull, and a slow link may not reach the end in time. */
export type SyncWatch = { firstPage?: () => void; pulled?: () => void; timeoutMs?: number };

/** Thrown when a sync did not complete within its `timeoutMs`. */
export class SyncTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`sync did not complete in ${timeoutMs} ms`);
  }
}

const within = <T>(work: Promise<T>, timeoutMs: number | undefined): Promise<T> => {
  if (timeoutMs === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new SyncTimeout(timeoutMs)), timeoutMs)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** One sync of a collection in a fresh browser profile, with `path` open; `rawWrite` also times a raw
 *  IndexedDB write of the same rows. */
export async function measureSync(baseUrl: string, collection: 'orders' | 'points', path = '/dashboard', rawWrite = true, watch: SyncWatch = {}): Promise<SyncFigures> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addInitScript(LONG_TASK_RECORDER);
    // As a user meets it: the login page installs the service worker (precaching the app) while they type.
    const loginPage = await context.newPage();
    await loginPage.goto(`${baseUrl}/login`);
    await loginPage.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await loginPage.close();
    await context.addCookies([{ name: 'token', value: await login(baseUrl), url: baseUrl }]);
    let firstPageAt = 0;
    // Requests of the sync worker are reported to the context too.
    context.on('request', (request) => {
      if (firstPageAt || !request.url().includes(`/v1/app/sync/${collection}`)) return;
      firstPageAt = Date.now();
      watch.firstPage?.();
    });
    const page = await context.newPage();
    const openedAt = Date.now();
    await page.goto(`${baseUrl}${path}`);
    const done = await within(page.evaluate<{ at: number; stored: number; total: number }>(untilPulled(collection)), watch.timeoutMs);
    watch.pulled?.();
    const tasks = await page.evaluate<LongTask[] | null>(LONG_TASKS);
    const start = firstPageAt || openedAt;
    const during = tasks?.filter((t) => t.start + t.duration >= start && t.start <= done.at) ?? null;
    const raw = rawWrite ? await page.evaluate<SyncFigures['raw']>(rawWriteOf(collection)) : null;
    return {
      path,
      stored: done.stored,
      syncMs: done.at - start,
      fromOpenMs: done.at - openedAt,
      raw,
      longTasks: during && tasks ? {
        over50: during.filter((t) => t.duration > 50).length,
        maxMs: Math.max(0, ...during.map((t) => t.duration)),
        bootOver50: tasks.filter((t) => t.start + t.duration < start && t.duration > 50).length,
      } : null,
    };
  } finally {
    await browser.close();
  }
}

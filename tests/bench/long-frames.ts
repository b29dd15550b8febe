// The blocking time a phone's page start costs as the page itself counts it: Long Animation Frames
// (each frame's time past 50 ms) while the page opens cold (no HTTP cache) at a phone's size with the CPU
// slowed 4x, as Lighthouse's mobile run slows it. Lighthouse's own figure comes from its trace, which
// records every style and layout invalidation with its stack and so counts the same start two to four times
// over (docs/decisions/performance-on-slow-links.md, "Lighthouse floor"); this one has no tracing in it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SYNC_COLLECTIONS } from '../../src/contract/sync-constants';
import { CHROMIUM_ARGS } from './offline-render';
import { untilPulled } from './page-idb';
import { openLoginForm, pressLogIn } from './shaped-first-visit';
import { median } from './stats';

export type LongFrameFigures = { path: string; blockingMs: number; frames: number; largestMs: number };

/** Loads per page: the median is the figure. */
export const LOADS_PER_PAGE = 5;
/** How long after the navigation the frames are counted: the start, its first sync and the staggered rows. */
const WATCH_MS = 8_000;
const CPU_SLOWDOWN = 4;

const FRAME_RECORDER = `(() => {
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__frames.push({ duration: e.duration, blocking: e.blockingDuration });
  }).observe({ type: 'long-animation-frame', buffered: true });
})()`;

type Frame = { duration: number; blocking: number };

export async function measureLongFrames(baseUrl: string, paths: string[]): Promise<LongFrameFigures[]> {
  const profileDir = mkdtempSync(join(tmpdir(), 'parcel-long-frames-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const login = await context.newPage();
    await openLoginForm(login, baseUrl);
    await pressLogIn(login);
    await login.evaluate(untilPulled(SYNC_COLLECTIONS[SYNC_COLLECTIONS.length - 1]));
    await login.close();
    const figures: LongFrameFigures[] = [];
    for (const path of paths) {
      const loads: Frame[][] = [];
      for (let i = 0; i < LOADS_PER_PAGE; i++) loads.push(await framesOfOneLoad(context, `${baseUrl}${path}`));
      const blocking = loads.map((frames) => frames.reduce((sum, f) => sum + f.blocking, 0));
      const middle = loads[blocking.indexOf(median(blocking))] ?? loads[0];
      figures.push({
        path,
        blockingMs: median(blocking),
        frames: middle.length,
        largestMs: Math.max(0, ...middle.map((f) => f.duration)),
      });
    }
    return figures;
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

async function framesOfOneLoad(context: import('@playwright/test').BrowserContext, url: string): Promise<Frame[]> {
  const page = await context.newPage();
  try {
    await page.addInitScript(FRAME_RECORDER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForTimeout(WATCH_MS);
    return await page.evaluate('window.__frames');
  } finally {
    await page.close();
  }
}

// Lighthouse's mobile performance score of console pages, cold: its default settings (a phone's screen,
// simulated slow 4G and a 4x slower CPU) and its own reset before each page (no HTTP cache, no service
// worker; cookies and IndexedDB stay, so a logged-in page opens logged in). Lighthouse drives a chromium
// that Playwright launched with a DevTools port, in a profile of its own where the demo admin logged in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { SYNC_COLLECTIONS } from '../../src/contract/sync-constants';
import { CHROMIUM_ARGS } from './offline-render';
import { untilPulled } from './page-idb';
import { openLoginForm, pressLogIn } from './shaped-first-visit';
import { acceptOffer } from './sync-collection';

export type LighthouseFigures = {
  path: string;
  /** 0-100; null when Lighthouse could not score the page (`error` says why). */
  score: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed (its CPU throttle multiplies it: a slower host scores lower). */
  benchmarkIndex: number;
  error?: string;
};

/** Lighthouse runs per page: its total blocking time on this 2-core machine varies by a factor of two between
 *  identical runs (single scores of one build spread over 80-95), so the figures are the run with the median
 *  score of five (Lighthouse's own advice on variability: the median of five runs). */
export const RUNS_PER_PAGE = 5;

async function medianAudit(url: string, port: number): Promise<Omit<LighthouseFigures, 'path'>> {
  const runs: Array<Omit<LighthouseFigures, 'path'>> = [];
  for (let i = 0; i < RUNS_PER_PAGE; i++) runs.push(await audit(url, port));
  const scored = runs.filter((r) => r.score !== null).sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  return scored.length ? scored[Math.floor(scored.length / 2)] : runs[0];
}

async function audit(url: string, port: number): Promise<Omit<LighthouseFigures, 'path'>> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableFullPageScreenshot: true });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const ms = (id: string) => audits[id]?.numericValue ?? NaN;
  const score = categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    error: runtimeError?.message,
  };
}

/** `publicPaths` are scored before the login (a logged-in /login moves on to the console), the rest after. */
export async function measureLighthouse(baseUrl: string, debugPort: number, publicPaths: string[], loggedInPaths: string[]): Promise<LighthouseFigures[]> {
  await acceptOffer(baseUrl);
  const profileDir = mkdtempSync(join(tmpdir(), 'parcel-lighthouse-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of publicPaths) figures.push({ path, ...(await medianAudit(`${baseUrl}${path}`, debugPort)) });
    const page = await context.newPage();
    await openLoginForm(page, baseUrl);
    await pressLogIn(page);
    // The first sync done, so it does not run under the pages measured.
    await page.evaluate(untilPulled(SYNC_COLLECTIONS[SYNC_COLLECTIONS.length - 1]));
    await page.close();
    for (const path of loggedInPaths) figures.push({ path, ...(await medianAudit(`${baseUrl}${path}`, debugPort)) });
    return figures;
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

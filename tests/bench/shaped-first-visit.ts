// A new user's first visit over a slow link: the login page cold (no service worker, empty cache), then
// logging in and opening the order list, as they would click it. The shaped link counts every byte that
// crosses it; the page's own resource entries split code, styles, fonts and images from API data.
import type { Page } from '@playwright/test';
import { startShapedLink, type LinkProfile } from '../support/shaped-link';
import { launchChromium, login } from './sync-collection';

export type FirstVisitFigures = {
  profile: string;
  /** Login page until its form shows and the load event fired. */
  loginMs: number;
  loginBytes: number;
  /** From pressing "Log in" until the order list shows its first order. */
  toOrderListMs: number;
  /** Code, styles, fonts and images the page fetched from the first request to the order list. */
  assetBytes: number;
  /** Everything that crossed the link meanwhile (API data and the service worker's precache included). */
  linkBytes: number;
};

// A string, not a function: tsx compiles functions with esbuild's __name helper, which the page lacks.
const ASSET_BYTES = `performance.getEntriesByType('resource')
  .filter((e) => !new URL(e.name).pathname.startsWith('/v1/'))
  .concat(performance.getEntriesByType('navigation'))
  .reduce((sum, e) => sum + (e.transferSize || 0), 0)`;

async function untilOrderRow(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^PC-\d+$/ }).first().waitFor({ timeout: 300_000 });
}

export async function measureFirstVisit(baseUrl: string, profile: LinkProfile): Promise<FirstVisitFigures> {
  // The offer is accepted beforehand: its dialog is a one-time step, not part of what the link costs.
  const token = await login(baseUrl);
  await fetch(`${baseUrl}/v1/app/user/offer/accept`, {
    method: 'PUT', headers: { Authorization: token, 'Content-Type': 'application/json' }, body: JSON.stringify({ offerAccepted: Math.floor(Date.now() / 1000) }),
  });
  const link = await startShapedLink(baseUrl, profile);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
    const started = performance.now();
    await page.goto(`${link.url}/login`, { waitUntil: 'load', timeout: 300_000 });
    await page.locator('input[autocomplete="current-password"]').waitFor();
    const loginMs = performance.now() - started;
    const loginBytes = link.bytes().down + link.bytes().up;

    await page.locator('input[autocomplete="username"]').fill('admin@demo.local');
    await page.locator('input[autocomplete="current-password"]').fill('demo12345');
    const pressed = performance.now();
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/, { timeout: 300_000 });
    await page.locator('aside a[href="/orders"]').first().click();
    await untilOrderRow(page);
    const toOrderListMs = performance.now() - pressed;
    const assetBytes = await page.evaluate<number>(ASSET_BYTES);
    return { profile: profile.name, loginMs, loginBytes, toOrderListMs, assetBytes, linkBytes: link.bytes().down + link.bytes().up };
  } finally {
    await browser.close();
    await link.close();
  }
}

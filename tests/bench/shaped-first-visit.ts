// A new user's first visit over a slow link: the login page cold (no service worker, empty cache), then
// logging in and opening the order list, as they would click it. The shaped link counts every byte that
// crosses it; the page's own resource entries split code, styles, fonts and images from API data.
import type { Page } from '@playwright/test';
import { startShapedLink, type LinkProfile } from '../support/shaped-link';
import { acceptOffer, launchChromium } from './sync-collection';

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

/** Opens the login page and waits for its form and the load event; answers the milliseconds it took. */
export async function openLoginForm(page: Page, baseUrl: string): Promise<number> {
  const started = performance.now();
  await page.goto(`${baseUrl}/login`, { waitUntil: 'load', timeout: 300_000 });
  await page.locator('input[autocomplete="current-password"]').waitFor();
  return performance.now() - started;
}

/** Types the demo admin's credentials and presses "Log in"; answers when it was pressed. */
export async function pressLogIn(page: Page): Promise<number> {
  await page.locator('input[autocomplete="username"]').fill('admin@demo.local');
  await page.locator('input[autocomplete="current-password"]').fill('demo12345');
  const pressed = performance.now();
  await page.locator('form button[type="submit"]').click();
  return pressed;
}

async function untilOrderRow(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^PC-\d+$/ }).first().waitFor({ timeout: 300_000 });
}

export async function measureFirstVisit(baseUrl: string, profile: LinkProfile): Promise<FirstVisitFigures> {
  await acceptOffer(baseUrl);
  const link = await startShapedLink(baseUrl, profile);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
    const loginMs = await openLoginForm(page, link.url);
    const loginBytes = link.bytes().down + link.bytes().up;

    const pressed = await pressLogIn(page);
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

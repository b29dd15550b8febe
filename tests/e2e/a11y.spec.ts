// Axe on every screen, in Russian and in English, logged in as admin, plus the public pages and the shell's
// menus and dialogs: no serious or critical violation anywhere (WCAG 2.1/2.2 AA and axe's best practices).
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { blockingViolations, settle } from './support/axe';
import { realPaths, routePaths } from './support/route-list';
import { ADMIN, E2E_BASE_URL } from './support/env';
import { login, tokenOf } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

test.describe.configure({ mode: 'parallel' });

type Locale = 'ru' | 'en';

// Closed after each test: a context left open goes on syncing during the next tests of the worker.
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

async function pageIn(browser: Browser, locale: Locale, { freshTags = false, phone = false } = {}): Promise<Page> {
  const context = await browser.newContext({ ...WITHOUT_SERVICE_WORKER, ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}) });
  opened.push(context);
  await context.addCookies([{ name: 'language', value: locale, url: E2E_BASE_URL }]);
  // A sweep would pile up fifty open views in the tags bar, and axe's time grows with them: each page
  // starts with its own view only (the menus test checks a bar with several).
  if (freshTags) await context.addInitScript(() => localStorage.removeItem('open-views'));
  return context.newPage();
}

/** Opens a path and waits for its screen: the heading of the page (or the form of a public one), then quiet. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await settle(page);
}

/** Moves to a path inside the running console, as a link would (a full load per screen costs the console's start
 *  each time: most of a sweep's minutes), and waits for the new page's heading: the old one is marked first. */
async function moveTo(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return settle(page);
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    const index = (history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    history.pushState({ ...history.state, __TSR_index: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page.locator('main h1:not([data-left])').first()).toBeVisible();
  await settle(page);
}

/** Wherever a screen scrolls sideways, by how much: the page or the main column. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    return Math.max(document.scrollingElement!.scrollWidth - innerWidth, main.scrollWidth - main.clientWidth);
  });

/** Axe on each path, opened by `open`; with `sideways`, also whether the screen scrolls sideways (a phone's). */
async function sweep(page: Page, paths: string[], { open = visit, sideways = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    for (const line of await blockingViolations(page)) found.push(`${path}: ${line}`);
    const wide = sideways ? await sidewaysScroll(page) : 0;
    if (wide > 0) found.push(`${path}: scrolls sideways by ${wide} px`);
  }
  return found;
}

// The fifty screens once per language, each at one size: Russian on a computer, English on a phone, where axe's
// target-size rule (WCAG 2.2, 24 px) weighs most and nothing may scroll sideways. Two sweeps rather than four:
// each is minutes on two cores shared with the other specs.
for (const { locale, phone } of [{ locale: 'ru', phone: false }, { locale: 'en', phone: true }] as const) {
  const where = phone ? 'on a phone, where targets are 24 px and more and nothing scrolls sideways' : 'on a computer';
  test(`every screen of the shell passes axe (${locale}, ${where})`, async ({ browser }) => {
    test.setTimeout(480_000);
    const page = await pageIn(browser, locale, { freshTags: true, phone });
    await login(page, ADMIN);
    const paths = await realPaths(page.request, await tokenOf(page), routePaths().app);
    expect(paths.length).toBeGreaterThan(40);
    await visit(page, '/dashboard');
    expect(await sweep(page, paths, { open: moveTo, sideways: phone })).toEqual([]);
  });
}

for (const locale of ['ru', 'en'] as const) {
  test(`the public pages pass axe (${locale})`, async ({ browser }) => {
    const page = await pageIn(browser, locale);
    expect(await sweep(page, routePaths().public)).toEqual([]);
  });

  test(`the shell's menus and dialogs pass axe (${locale})`, async ({ browser }) => {
    // Five screens, three menus and a dialog, each checked by axe: about a minute on a busy two-core machine.
    test.setTimeout(120_000);
    const page = await pageIn(browser, locale);
    await login(page, ADMIN);
    for (const path of ['/shops', '/warehouses', '/providers', '/orders']) await visit(page, path);
    const found: string[] = [];
    const check = async (what: string) => {
      await settle(page, 200);
      for (const line of await blockingViolations(page)) found.push(`${what}: ${line}`);
    };
    const navbar = page.locator('header');
    await navbar.locator('button[aria-haspopup="menu"]').last().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('account menu');
    await page.keyboard.press('Escape');
    // Closed before the next opens: else the next check may see the closing menu, and its Escape land too early.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await navbar.locator('button[aria-haspopup="menu"]').first().click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check('language menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await navbar.locator('button[aria-haspopup="dialog"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('settings panel');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A confirm dialog: deleting a tariff rule asks first (Escape cancels it).
    await visit(page, '/editors/tariff/rules');
    await page.getByRole('button', { name: locale === 'ru' ? 'Удалить правило' : 'Delete rule' }).first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await check('confirm dialog');
    await page.keyboard.press('Escape');
    expect(found).toEqual([]);
  });
}

test('the open menu drawer on a phone passes axe (ru)', async ({ browser }) => {
  // Every screen on a phone is in the English sweep above; this is the drawer over one, in Russian.
  test.setTimeout(120_000);
  const page = await pageIn(browser, 'ru', { freshTags: true, phone: true });
  await login(page, ADMIN);
  const found = await sweep(page, ['/dashboard']);
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: 'Ещё' }).click();
  await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'false');
  await settle(page, 300);
  for (const line of await blockingViolations(page)) found.push(`open drawer: ${line}`);
  expect(found).toEqual([]);
});

test('text keeps its contrast in every theme colour', async ({ browser }) => {
  // Five colours by five screens (the default one is in the sweeps above): a minute or two on two cores.
  test.setTimeout(360_000);
  const page = await pageIn(browser, 'ru', { freshTags: true });
  await login(page, ADMIN);
  const order = (await realPaths(page.request, await tokenOf(page), ['/orders/$id/details']))[0]!;
  // Screens where the theme colour carries text: the active tab, links, tabs, counts; and the status page's code.
  const paths = ['/dashboard', '/orders', order, '/providers'];
  const panel = page.getByRole('dialog');
  const colours = page.locator('header').getByRole('button', { name: 'Настройки интерфейса' });
  const swatches = panel.locator('fieldset').nth(1).getByRole('button');
  await visit(page, '/dashboard');
  await colours.click();
  const names = await swatches.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
  expect(names).toHaveLength(6);
  // Named by colour, the default one pressed.
  await expect(panel.getByRole('button', { name: 'Синий' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  const found: string[] = [];
  const values = new Map<string, string>();
  for (const colour of names.filter((name) => name !== 'Синий')) {
    await colours.click();
    await swatches.and(page.getByRole('button', { name: colour, exact: true })).click();
    await page.keyboard.press('Escape');
    values.set(colour, await page.evaluate(() => document.documentElement.style.getPropertyValue('--theme-primary')));
    for (const path of paths) {
      await moveTo(page, path);
      for (const line of await blockingViolations(page, ['color-contrast'])) found.push(`${colour} ${path}: ${line}`);
    }
  }
  // The status page lives outside the shell, with no settings panel: it takes each colour as a start would.
  await visit(page, '/404');
  for (const [colour, value] of values) {
    await page.evaluate((v) => document.documentElement.style.setProperty('--theme-primary', v), value);
    for (const line of await blockingViolations(page, ['color-contrast'])) found.push(`${colour} /404: ${line}`);
  }
  expect(found).toEqual([]);
});

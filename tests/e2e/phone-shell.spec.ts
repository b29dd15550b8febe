// The console on a phone (docs/decisions/phone.md): the bottom bar to the field screens and the full menu, by
// touch and by keyboard; the page title and the sync state always in sight; no tabs bar below 640 px, while wider
// screens keep their layout. Installing: the browser's offer is kept and asked from the menu, offered quietly
// once from the second visit, explained on iOS, never in the installed app, and the app opens on the last screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, E2E_BASE_URL } from './support/env';
import { login } from './support/session';
import { blockingViolations, settle } from './support/axe';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const TEXTS = {
  ru: { bar: 'Разделы', orders: 'Заказы', points: 'Пункты выдачи', calculator: 'Калькулятор', more: 'Ещё', dashboard: 'Главная', synced: /^Синхронизировано \d{1,2}:\d{2}$/, offline: 'Офлайн', tabs: 'Открытые вкладки' },
  en: { bar: 'Sections', orders: 'Orders', points: 'Points', calculator: 'Calculator', more: 'More', dashboard: 'Dashboard', synced: /^Synced \d{1,2}:\d{2}\s?[AP]M$/, offline: 'Offline', tabs: 'Open views' },
} as const;

const bar = (page: Page, name: string) => page.getByRole('navigation', { name });
const title = (page: Page) => page.getByTestId('phone-title');
const lastSynced = (page: Page) => page.locator('header').getByTestId('last-synced');

async function expectTarget(target: Locator, min: number) {
  const box = (await target.boundingBox())!;
  expect(box.width, 'target width').toBeGreaterThanOrEqual(min);
  expect(box.height, 'target height').toBeGreaterThanOrEqual(min);
}

/** The browser's own install event, as Chromium fires it: prompt() counts its calls in the page. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        Object.assign(window, { prompted: Number(Reflect.get(window, 'prompted') ?? 0) + 1 });
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

const promptedTimes = (page: Page) => page.evaluate(() => Number(Reflect.get(window, 'prompted') ?? 0));

async function accountMenu(page: Page): Promise<Locator> {
  await page.locator('header').getByRole('button', { name: /Учётная запись|Account/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

for (const locale of ['ru', 'en'] as const) {
  test(`on a phone the bottom bar leads to the field screens by touch and keyboard, under the title and sync time (${locale})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const text = TEXTS[locale];
    await context.addCookies([{ name: 'language', value: locale, url: E2E_BASE_URL }]);
    await login(page, ADMIN);
    const nav = bar(page, text.bar);

    // The title and the sync time are in sight; no tabs bar, no menu button at the top.
    await expect(title(page)).toHaveText(text.dashboard);
    await expect(lastSynced(page)).toHaveText(text.synced, { timeout: 60_000 });
    await expect(lastSynced(page)).toBeInViewport();
    await expect(bar(page, text.tabs)).toHaveCount(0);
    await expect(page.getByRole('button', { name: locale === 'ru' ? 'Свернуть или развернуть меню' : 'Toggle menu' })).toHaveCount(0);

    // The account controls at the top are a finger's target too.
    for (const name of [locale.toUpperCase(), locale === 'ru' ? 'Учётная запись' : 'Account']) {
      await expectTarget(page.locator('header').getByRole('button', { name }), 44);
    }

    // Three screens and the menu, each a finger's target; the page outside them marks "More" instead.
    await expect(nav.getByRole('link')).toHaveText([text.orders, text.points, text.calculator]);
    for (const target of [...await nav.getByRole('link').all(), nav.getByRole('button', { name: text.more })]) await expectTarget(target, 44);
    await expect(nav.locator('[aria-current]')).toHaveCount(0);

    // By touch.
    await nav.getByRole('link', { name: text.points }).tap();
    await expect(page).toHaveURL(/\/points\/list$/);
    await expect(nav.getByRole('link', { name: text.points })).toHaveAttribute('aria-current', 'page');
    await expect(title(page)).toHaveText(text.points);

    // By keyboard: a link and Enter, focus on the new page's heading; a record's page marks its section.
    await nav.getByRole('link', { name: text.orders }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(nav.getByRole('link', { name: text.orders })).toHaveAttribute('aria-current', 'page');
    await page.locator('main a[href*="/details"]').first().click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
    await expect(nav.getByRole('link', { name: text.orders })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);

    // "More" opens the whole menu; Escape closes it and gives focus back.
    const more = nav.getByRole('button', { name: text.more });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'false');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'true');
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.tap();
    await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'false');
    await expectTarget(page.locator('aside').getByRole('link', { name: text.calculator }), 44);
    await page.locator('aside').getByRole('link', { name: text.calculator }).tap();
    await expect(page).toHaveURL(/\/calculator\/index$/);
    await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'true');
    await expect(nav.getByRole('link', { name: text.calculator })).toHaveAttribute('aria-current', 'page');

    // Offline, the top says so beside the time it last synced.
    await context.setOffline(true);
    await expect(page.locator('header').getByRole('status')).toHaveText(text.offline);
    await expect(page.locator('header').getByRole('status')).toBeInViewport();
    await expect(lastSynced(page)).toHaveText(text.synced);
    await context.setOffline(false);
  });
}

test('on a phone nothing the page needs is under the bottom bar: the last rows, a form\'s buttons, back to top', async ({ page }) => {
  await login(page, ADMIN);
  const nav = bar(page, 'Разделы');
  const navTop = async () => (await nav.boundingBox())!.y;

  await page.goto('/orders/create');
  const save = page.locator('[data-slot="sticky-actions"]');
  await expect(save).toBeInViewport();
  const saveBox = (await save.boundingBox())!;
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(await navTop());
  await expectTarget(save.getByRole('button').first(), 24);

  await page.goto('/orders');
  await expect(page.locator('main a[href*="/details"]').first()).toBeVisible({ timeout: 30_000 });
  const scroller = page.locator('main');
  await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const main = (await scroller.boundingBox())!;
  expect(main.y + main.height).toBeLessThanOrEqual(await navTop());
  const up = page.getByRole('button', { name: 'Наверх' });
  await expect(up).toBeVisible();
  const upBox = (await up.boundingBox())!;
  expect(upBox.y + upBox.height).toBeLessThanOrEqual(await navTop());
  await expectTarget(up, 44);
});

test('from 640 px up the layout stays: the tabs bar and the menu button, no bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await login(page, ADMIN);
  await expect(bar(page, 'Открытые вкладки')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Свернуть или развернуть меню' })).toBeVisible();
  await expect(bar(page, 'Разделы')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toBeVisible();
  // Just below it the phone's layout takes over.
  await page.setViewportSize({ width: 639, height: 900 });
  await expect(bar(page, 'Разделы')).toBeVisible();
  await expect(bar(page, 'Открытые вкладки')).toHaveCount(0);
  await expect(title(page)).toHaveText('Главная');
});

test('the browser\'s install offer is kept for the menu, offered quietly once from the second visit', async ({ page, context }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);
  const install = (menu: Locator) => menu.getByRole('menuitem', { name: 'Установить приложение' });

  // Nothing to offer until the browser says the console can be installed.
  let menu = await accountMenu(page);
  await expect(install(menu)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await offerInstall(page);
  menu = await accountMenu(page);
  await install(menu).click();
  await expect.poll(() => promptedTimes(page)).toBe(1);
  // The first visit offers nothing by itself.
  await expect(page.locator('[data-slot="install-offer"]')).toHaveCount(0);

  // The second visit (a new tab) offers it quietly, under the page; the offer's button prompts too.
  const second = await context.newPage();
  await second.goto('/orders');
  await expect(second.locator('main h1')).toBeVisible();
  await offerInstall(second);
  const offer = second.locator('[data-slot="install-offer"]');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Установить приложение' })).toBeVisible();
  await expectTarget(offer.getByRole('button', { name: 'Закрыть' }), 44);
  await settle(second);
  expect(await blockingViolations(second)).toEqual([]);
  await offer.getByRole('button', { name: 'Закрыть' }).tap();
  await expect(offer).toHaveCount(0);
  await second.close();

  // Not again once it was shown and dismissed; the menu still has it.
  const third = await context.newPage();
  await third.goto('/orders');
  await expect(third.locator('main h1')).toBeVisible();
  await offerInstall(third);
  menu = await accountMenu(third);
  await expect(install(menu)).toBeVisible();
  await expect(third.locator('[data-slot="install-offer"]')).toHaveCount(0);
  await third.close();
});

test('the installed app offers no install and opens on the screen last used', async ({ browser }) => {
  // Chromium here cannot emulate the display mode: the page is told it matches, as the installed app is.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => real(query.includes('display-mode: standalone') ? '(min-width: 0px)' : query);
  });
  const page = await context.newPage();
  await login(page, ADMIN);
  await page.goto('/points/list?sort=name');
  await expect(page.locator('main h1')).toBeVisible();
  await offerInstall(page);
  const menu = await accountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Установить приложение' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The manifest's start_url.
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  await page.goto(manifest.start_url);
  await expect(page).toHaveURL(/\/points\/list\?sort=name$/);
  await expect(page.locator('main h1')).toHaveText('Пункты выдачи');
  // A plain visit to the root is the dashboard's, as ever.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.close();
});

test('on iOS the menu explains the Share menu instead', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE });
  const page = await context.newPage();
  await login(page, ADMIN);
  const menu = await accountMenu(page);
  await menu.getByRole('menuitem', { name: 'Установить приложение' }).click();
  const offer = page.locator('[data-slot="install-offer"]');
  await expect(offer).toHaveText('Чтобы установить приложение, нажмите Поделиться → На экран Домой');
  await expect(offer.getByRole('button', { name: 'Установить приложение' })).toHaveCount(0);
  await offer.getByRole('button', { name: 'Закрыть' }).tap();
  await expect(offer).toHaveCount(0);
  await context.close();
});

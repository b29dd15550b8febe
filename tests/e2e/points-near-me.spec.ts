// Near me on the points page (docs/decisions/points.md "Near me"), on a phone in Russian and on a computer in
// English (each size and each language once: distances are written by the language, links by the device):
// nothing is asked of the browser as the page opens; a refusal leaves the list as it was with a
// note; with the position granted the list goes nearest first with each point's distance written the
// language's way, a route link (geo: on Android, Yandex Maps elsewhere) and a call link, the map marks the
// user; after a reload offline the order holds, and a new position re-sorts the points on the device.
import { expect, test, type Page } from '@playwright/test';
import { distanceMetres } from '../../src/contract/geo-distance';
import { newCompany } from './support/company';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const TEXTS = {
  ru: {
    nearMe: 'Рядом со мной', blocked: /^Доступ к местоположению запрещён, поэтому пункты показаны в обычном порядке/, nearest: 'Сначала ближайшие',
    update: 'Обновить местоположение', list: 'Список', map: 'Карта', here: 'Вы здесь', onMap: /^500 ближайших к вам пунктов$/,
    metres: '330 м', km: /^\d+,\d км$|^\d+ км$/, route: 'Маршрут', call: 'Позвонить',
  },
  en: {
    nearMe: 'Near me', blocked: /^Location access is blocked, so the points keep their usual order/, nearest: 'Nearest first',
    update: 'Update location', list: 'List', map: 'Map', here: 'You are here', onMap: /^The 500 points nearest to you$/,
    metres: '330 m', km: /^\d+\.\d km$|^\d+ km$/, route: 'Route', call: 'Call',
  },
};

const VARIANTS = [
  { name: 'on a phone, in Russian', lang: 'ru', phone: true },
  { name: 'on a computer, in English', lang: 'en', phone: false },
] as const;

type StoredPoint = { id: string; name: string; lat: number; lng: number; phone: string };

/** Counts the page's asks for the position (a string: tsx would wrap a function in a helper the page lacks). */
const COUNT_ASKS = `{
  const geo = navigator.geolocation, ask = geo.getCurrentPosition.bind(geo);
  window.__positionAsks = 0;
  geo.getCurrentPosition = (...args) => { window.__positionAsks++; return ask(...args); };
}`;
const asks = (page: Page) => page.evaluate<number>('window.__positionAsks');

/** The ids of the first rows of the list. */
const firstRows = (page: Page, count: number) =>
  page.locator('[data-point-id]').evaluateAll((rows, n) => rows.slice(0, n).map((row) => row.getAttribute('data-point-id')), count);

/** Intl writes a no-break space between the figure and the unit. */
const distanceOf = async (page: Page, id: string) =>
  (await page.locator(`[data-point-id="${id}"]`).getByTestId('point-distance').textContent())!.replace(/[\u00a0\u202f]/g, ' ');

/** Every point of the (small) world; a Moscow point with no other within a kilometre, and another such
 *  some kilometres from it. */
async function world(page: Page, token: string): Promise<{ all: StoredPoint[]; lone: StoredPoint; other: StoredPoint }> {
  const all: StoredPoint[] = [];
  for (let n = 1; ; n++) {
    const answer = await page.request.get('/v1/app/list/points', { headers: { Authorization: token }, params: { page: n, limit: 1000 } });
    const { items } = (await answer.json()) as { items: Array<StoredPoint & { city: string }> };
    all.push(...items);
    if (items.length < 1000) break;
  }
  const nearestOther = (p: StoredPoint) => Math.min(...all.filter((q) => q !== p).map((q) => distanceMetres(p.lat, p.lng, q.lat, q.lng)));
  const moscow = (all as Array<StoredPoint & { city: string }>).filter((p) => p.city === 'Москва');
  const lone = moscow.find((p) => p.phone && nearestOther(p) > 1000)!;
  const other = moscow.find((p) => p !== lone && nearestOther(p) > 1000 && distanceMetres(p.lat, p.lng, lone.lat, lone.lng) > 5000)!;
  expect(lone && other, 'the demo world has Moscow points apart from the rest').toBeTruthy();
  return { all, lone, other };
}

const byDistance = (all: StoredPoint[], lat: number, lng: number) =>
  all.filter((p) => p.lat !== 0 || p.lng !== 0).sort((a, b) => distanceMetres(lat, lng, a.lat, a.lng) - distanceMetres(lat, lng, b.lat, b.lng));

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    const text = TEXTS[variant.lang];
    test.use({
      locale: variant.lang === 'ru' ? 'ru-RU' : 'en-US',
      ...(variant.phone
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: ANDROID }
        : { viewport: { width: 1280, height: 800 } }),
    });

    test('near me: asked on the click only, nearest first online and offline, route and call links; a refusal keeps the list', async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      await page.addInitScript(COUNT_ASKS);
      const { pageToken } = await newCompany(page, `near-me-${variant.lang}`);
      const { all, lone, other } = await world(page, pageToken);
      await page.goto('/points/list');
      await expect(page.getByTestId('points-data-as-of')).toBeVisible({ timeout: 120_000 });
      // Every point in the list, so the rows read below are the final ones.
      await expect.poll(async () => Number((await page.getByTestId('points-count').textContent())!.replace(/\D/g, '')), { timeout: 30_000 }).toBe(all.length);
      const nearMe = page.getByRole('button', { name: text.nearMe });
      const usual = await firstRows(page, 5);
      expect(usual).toHaveLength(5);
      expect(await asks(page), 'the page asks for no position as it opens').toBe(0);

      await test.step('refused: a note says why, and the list stays as it was', async () => {
        await nearMe.click();
        await expect(page.getByTestId('near-me').getByRole('status')).toHaveText(text.blocked);
        expect(await asks(page)).toBe(1);
        await expect(nearMe).toHaveAttribute('aria-pressed', 'false');
        await page.waitForTimeout(500); // past the URL's write delay
        expect(page.url()).not.toContain('sort=');
        expect(await firstRows(page, 5)).toEqual(usual);
        await expect(page.getByTestId('point-distance')).toHaveCount(0);
      });

      // 0.003° north of a lone point: 334 m, written "330 м" / "330 m".
      const here = { latitude: lone.lat + 0.003, longitude: lone.lng };
      const expected = byDistance(all, here.latitude, here.longitude);
      await test.step('granted: nearest first, each distance written the language\'s way, a route link on the row', async () => {
        await context.grantPermissions(['geolocation'], { origin: baseURL });
        await context.setGeolocation({ ...here, accuracy: 20 });
        await nearMe.click();
        await expect(nearMe).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByTestId('near-me').getByRole('status')).toContainText(text.nearest);
        await expect.poll(() => firstRows(page, 3)).toEqual(expected.slice(0, 3).map((p) => p.id));
        expect(expected[0].id).toBe(lone.id);
        expect(await distanceOf(page, lone.id)).toBe(text.metres);
        expect(await distanceOf(page, expected[1].id)).toMatch(text.km);
        await expect(page).toHaveURL(/sort=distance/);
        expect(page.url(), 'the position never goes into the URL').not.toMatch(/lat|lng|55\.\d/);
        const route = page.locator(`[data-point-id="${lone.id}"]`).getByTestId('point-route');
        await expect(route).toHaveAttribute('href', variant.phone
          ? `geo:${lone.lat},${lone.lng}?q=${lone.lat},${lone.lng}(${encodeURIComponent(lone.name.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim())})`
          : `https://yandex.ru/maps/?rtext=~${lone.lat},${lone.lng}`);
      });

      await test.step('the map marks the user among the nearest points', async () => {
        await page.getByRole('tab', { name: text.map }).click();
        await expect(page.getByRole('img', { name: text.here })).toBeAttached({ timeout: 30_000 });
        await expect(page.getByText(text.onMap)).toBeVisible();
        await page.getByRole('tab', { name: text.list }).click();
      });

      await test.step('the details page: the distance, a route and a call', async () => {
        await page.locator(`[data-point-id="${lone.id}"] a[href*="/details"]`).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lone.name);
        await expect(page.getByRole('main').getByTestId('point-distance').first()).toHaveText(new RegExp(text.metres.replace(' ', '.')));
        await expect(page.getByRole('link', { name: text.route })).toHaveAttribute('href', variant.phone ? /^geo:/ : `https://yandex.ru/maps/?rtext=~${lone.lat},${lone.lng}`);
        await expect(page.getByRole('link', { name: text.call })).toHaveAttribute('href', `tel:${lone.phone.replace(/[^\d+]/g, '')}`);
        await page.goBack();
        await expect(page).toHaveURL(/sort=distance/);
      });

      await test.step('offline after a reload: the same order from the device, and a new position re-sorts it', async () => {
        await context.setOffline(true);
        await page.reload();
        await expect(nearMe).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
        await expect.poll(() => firstRows(page, 3), { timeout: 30_000 }).toEqual(expected.slice(0, 3).map((p) => p.id));
        expect(await distanceOf(page, lone.id)).toBe(text.metres);

        await context.setGeolocation({ latitude: other.lat, longitude: other.lng, accuracy: 20 });
        await page.getByRole('button', { name: text.update }).click();
        const there = byDistance(all, other.lat, other.lng);
        await expect.poll(() => firstRows(page, 3)).toEqual(there.slice(0, 3).map((p) => p.id));
        await context.setOffline(false);
      });
    });
  });
}

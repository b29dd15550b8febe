// The first points download brings the points of the company's own city first (its warehouses' city), so a
// field worker can look up the points around them while the rest of the country still arrives.
import { expect, test } from '@playwright/test';
import { loginCompany, signUpCompany } from './support/company';
import { POINTS_BASE_URL } from './support/env';
import { localRow } from './support/local-store';

test.use({ baseURL: POINTS_BASE_URL });

const FIRST_PAGES = `new Promise((resolve, reject) => {
  const open = indexedDB.open('parcel-console');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const req = open.result.transaction('pointPages').objectStore('pointPages').getAll(undefined, 3);
    req.onsuccess = () => {
      const text = (body) => typeof body === 'string' ? body : new TextDecoder().decode(body);
      resolve(req.result.flatMap((page) => JSON.parse(text(page.body)).items.map((p) => p.city)));
      open.result.close();
    };
  };
})`;

test('a new company in Kazan gets the Kazan points first, and the whole list in the end', async ({ page, request }) => {
  test.setTimeout(300_000);
  const company = await signUpCompany(request, 'near');
  const made = await request.post('/v1/app/warehouses', {
    headers: { Authorization: company.token },
    data: { name: 'Склад на Баумана', city: 'Казань', contactName: 'Иван Складов', phone: '+79161234567' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await loginCompany(page, company);
  await page.goto('/points/list');
  await expect.poll(async () => (await localRow<{ stored: number }>(page, 'syncState', 'points'))?.stored ?? 0, { timeout: 120_000 }).toBeGreaterThanOrEqual(300);
  expect(await localRow<{ near?: string }>(page, 'syncState', 'points')).toMatchObject({ near: 'Казань' });
  const cities = (await page.evaluate(FIRST_PAGES)) as string[];
  expect(cities.length).toBeGreaterThanOrEqual(300);
  expect(new Set(cities)).toEqual(new Set(['Казань']));
  // While the rest arrives, the city box suggests Kazan and the list shows its points.
  const city = page.getByRole('combobox', { name: 'Город' });
  await city.fill('казан');
  await expect(page.getByRole('option', { name: /Казань/ })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(page.locator('[role=rowgroup] [role=row]').first()).toContainText('Казань');
  await expect(page.getByTestId('points-pull-progress')).toBeVisible();
  await expect.poll(async () => (await localRow<{ complete: boolean }>(page, 'syncState', 'points'))?.complete, { timeout: 240_000 }).toBe(true);
  const { stored, total } = (await localRow<{ stored: number; total: number }>(page, 'syncState', 'points'))!;
  expect(stored).toBeGreaterThanOrEqual(total);
});

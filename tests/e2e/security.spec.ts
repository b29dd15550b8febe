// The console under its Content-Security-Policy: using it (orders, points list and map with its workers,
// settings, profile, going offline and back) fires no policy violation; the token cookie is SameSite=Strict
// and scoped to the site; the profile form refuses an avatar that is not an http(s) or data:image address.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { login } from './support/session';

/** Violations the page and its workers report, as the browser logs them or as the page's event says. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (m) => void (/Content Security Policy/i.test(m.text()) && seen.push(m.text())));
  return seen;
}

test('using the console breaks no rule of its Content-Security-Policy', async ({ page, context }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const response = await page.goto('/login');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
  await login(page, ADMIN);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[role="rowgroup"] [role="row"]').first()).toBeVisible({ timeout: 60_000 });

  await page.goto('/points/list');
  await expect(page.getByTestId('points-data-as-of')).toContainText('Данные на', { timeout: 120_000 });
  await page.getByRole('tab', { name: 'Карта' }).click();
  await page.getByRole('navigation', { name: 'Города, где больше всего пунктов' }).getByRole('button').first().click();
  await expect(page.locator('[data-slot="points-map"]')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();

  for (const path of ['/providers', '/editors/tariff/rules', '/shops', '/profile/index', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the token cookie is SameSite=Strict, for the whole site, kept 7 days', async ({ page }) => {
  await login(page, ADMIN);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token')!;
  expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/', secure: false });
  const days = (cookie.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
});

test('the profile form refuses an avatar that is not an image address', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/profile/index');
  const avatar = page.getByLabel('Ссылка на аватар');
  await avatar.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите адрес изображения http(s) или адрес data:image')).toBeVisible();
  await avatar.fill('https://example.com/me.png');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите адрес изображения http(s) или адрес data:image')).toHaveCount(0);
});

test('robots.txt keeps the console out of search engines', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await res.text()).toContain('Disallow: /');
});

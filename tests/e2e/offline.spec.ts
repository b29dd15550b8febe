import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { login } from './support/session';

test('after one online visit the shell opens with the network off', async ({ page, context }) => {
  await login(page, ADMIN);
  // Wait until the service worker controls the page and the precache is complete.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('complementary').locator('a[href="/orders"]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Офлайн' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Анна');

  // A screen in its own lazy chunk opens offline too: it came with the precache.
  await page.getByRole('complementary').locator('a[href="/points/list"]').click();
  await expect(page).toHaveURL(/\/points\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пункты выдачи');

  await context.setOffline(false);
});

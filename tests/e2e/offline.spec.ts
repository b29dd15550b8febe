import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { login } from './support/session';
import { untilControlled } from '../support/service-worker';
import { reloadOffline } from './support/offline';

test('after one online visit the shell opens with the network off', async ({ page, context }) => {
  await login(page, ADMIN);
  await untilControlled(page);

  await reloadOffline(page);
  await expect(page.getByRole('complementary').locator('a[href="/orders"]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Офлайн' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Анна');

  // A screen in its own lazy chunk opens offline too: it came with the precache.
  await page.getByRole('complementary').locator('a[href="/points/list"]').click();
  await expect(page).toHaveURL(/\/points\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пункты выдачи');

  await context.setOffline(false);
});

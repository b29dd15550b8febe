// The analytics of calculations against the real server's 90 days of demo history (docs/decisions/analytics.md):
// the charts draw with data and the tables carry the figures; after a reload offline the last answers still show.
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { ADMIN } from './support/env';
import { reloadOffline } from './support/offline';
import { login } from './support/session';

test('analytics charts render with data, and offline after a reload', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/analytics/calculations');
  const status = page.getByTestId('analytics-status');
  await expect(status).toContainText(/^Расчётов: [\d\s ]+, с /, { timeout: 20_000 });
  const total = Number((/Расчётов: ([\d\s ]+),/.exec((await status.textContent()) ?? '')?.[1] ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(100);
  const perDay = page.getByRole('img', { name: /^Расчёты по дням: всего/ });
  await expect(perDay.locator('canvas')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Средняя цена по дням/ }).locator('canvas')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Доля расчётов, в которых служба была самой дешёвой' }).getByRole('listitem').first()).toBeVisible();
  const services = page.getByTestId('analytics-services').getByRole('row');
  await expect(services.nth(1)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '7 дней' }).click();
  await expect(status).toContainText(/^Расчётов: /);
  await expect(page.getByRole('button', { name: '7 дней' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '30 дней' }).click();
  await expect(status).toContainText(`Расчётов: `);

  await reloadOffline(page);
  await expect(status).toContainText('Офлайн: данные на');
  await expect(perDay.locator('canvas')).toBeVisible();
  await expect(services.nth(1)).toBeVisible();
  await page.context().setOffline(false);
});

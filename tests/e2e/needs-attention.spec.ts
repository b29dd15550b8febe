// Orders needing attention: the dashboard's count for each reason is the number of orders its link lists,
// online and with the network off (both are counted on the device).
import { expect, test, type Page } from '@playwright/test';
import { untilControlled } from '../support/service-worker';
import { ADMIN } from './support/env';
import { reloadOffline } from './support/offline';
import { login } from './support/session';

const REASONS = ['any', 'uploadError', 'stuck', 'returning', 'refused'] as const;

async function dashboardCounts(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const reason of REASONS) {
    const text = await page.getByTestId(`attention-${reason}`).getByTestId('attention-count').innerText();
    counts[reason] = Number(text.replace(/\D/g, ''));
  }
  return counts;
}

/** How many orders the list shows for a reason, opened by the dashboard's link as a user would. */
async function listedFor(page: Page, reason: string): Promise<number> {
  await page.getByTestId(`attention-${reason}`).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?attention=${reason}$`));
  const found = page.getByText(/^Найдено: \d+$/);
  const none = page.getByText('Нет заказов, подходящих под фильтры.');
  await expect(found.or(none)).toBeVisible();
  const count = (await none.isVisible()) ? 0 : Number((await found.innerText()).replace(/\D/g, ''));
  await page.goBack();
  await expect(page.getByTestId('attention-any')).toBeVisible();
  return count;
}

test('the dashboard counts orders needing attention by reason, and each count is what its list shows, offline too', async ({ page }) => {
  await login(page, ADMIN);
  await untilControlled(page);
  const region = page.getByRole('region', { name: 'Заказы, требующие внимания' });
  await expect(region).toBeVisible();
  // Every order on the device first: the demo company's orders in failed, returning and long-held statuses.
  await expect.poll(async () => (await dashboardCounts(page)).any, { timeout: 60_000 }).toBeGreaterThan(0);
  // A count appears with the first pulled page: the reload offline waits for the whole round.
  await expect(page.getByTestId('last-synced')).toContainText('Синхронизировано', { timeout: 60_000 });

  await reloadOffline(page);
  await expect(page.getByRole('status').filter({ hasText: 'Офлайн' })).toBeVisible();
  await expect.poll(async () => (await dashboardCounts(page)).any).toBeGreaterThan(0);
  const counts = await dashboardCounts(page);
  // The demo world has orders for at least two reasons, so the check below compares real lists.
  expect(REASONS.filter((reason) => reason !== 'any' && counts[reason]! > 0).length).toBeGreaterThanOrEqual(2);
  expect(counts.any).toBeGreaterThanOrEqual(Math.max(counts.uploadError!, counts.stuck!, counts.returning!, counts.refused!));
  for (const reason of REASONS) expect(await listedFor(page, reason), reason).toBe(counts[reason]);

  await page.context().setOffline(false);
});

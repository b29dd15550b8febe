// One server export per company at a time: while the company's export runs, "Export on the server" gets
// the server's 409 and the user reads its message, not a generic error.
import { expect, test } from '@playwright/test';
import { newCompany } from './support/company';
import { POINTS_BASE_URL } from './support/env';
import { toast } from './support/session';

// The server with the full points world, where exporting every point takes the worker seconds.
test.use({ baseURL: POINTS_BASE_URL });

test('a second server export while one runs shows the server\'s "task in progress"', async ({ page }) => {
  test.setTimeout(120_000);
  const company = await newCompany(page, 'points-export-limit');
  await page.goto('/points/list?tab=export');
  const start = page.getByTestId('points-export-server-start');
  await expect(start).toBeEnabled();

  // Another tab of the company (here: the API) has asked for every point.
  const running = await page.request.post('/v1/app/list/points', { headers: { Authorization: company.token } });
  expect(running.ok(), await running.text()).toBe(true);

  await start.click();
  await expect(toast(page, 'Задача в процессе обработки')).toBeVisible();
  // No job of this tab was made, so none is listed.
  await expect(page.getByTestId('points-export-job')).toHaveCount(0);
});

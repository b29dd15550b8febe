// The company's small resources (shops, warehouses, package presets) as the server holds them, and the pending
// badge the console shows on a row whose change is still queued.
import { expect, type Page } from '@playwright/test';
import { tokenOf } from './session';

/** Every item of the page's company, read from the server (not from the device). */
export async function serverItems<T = { id: string; name: string }>(page: Page, resource: 'shops' | 'warehouses' | 'packages'): Promise<T[]> {
  const res = await page.request.get(`/v1/app/${resource}?limit=1000`, { headers: { Authorization: await tokenOf(page) } });
  expect(res.status()).toBe(200);
  return (await res.json()).items;
}

export const pendingBadge = (page: Page, name: string) =>
  page.locator('tbody tr', { hasText: name }).locator('[data-slot="change-badge"][data-state="pending"]');

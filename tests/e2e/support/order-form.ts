// Filling the create-order form as a person would: a CDEK parcel dropped off at a point and delivered to the
// door (a tariff the demo company's CDEK connection enables), with one item.
import { expect, type Page } from '@playwright/test';

export async function fillOrderForm(page: Page, clientNumber: string, recipient = 'Петрова Анна'): Promise<void> {
  await page.goto('/orders/create');
  await page.locator('[name="order.clientNumber"]').fill(clientNumber);
  await page.locator('[name="order.providerKey"]').selectOption('cdek');
  await page.locator('[name="order.pickupType"]').selectOption('2');
  const tariff = page.locator('[name="order.tariffId"]');
  await expect(tariff.locator('option')).not.toHaveCount(1);
  await tariff.selectOption({ index: 1 });
  await page.locator('[name="sender.contactName"]').fill('Склад Демо');
  await page.locator('[name="sender.phone"]').fill('+7 495 000-00-00');
  await page.locator('[name="recipient.contactName"]').fill(recipient);
  await page.locator('[name="recipient.phone"]').fill('+7 916 111-22-33');
  await page.locator('[name="recipient.city"]').fill('Казань');
  await page.locator('[name="items.0.description"]').fill('Книга');
}

/** Fills and submits; resolves on the new order's details page. */
export async function createOrderInForm(page: Page, clientNumber: string, recipient?: string): Promise<string> {
  await fillOrderForm(page, clientNumber, recipient);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
  return page.url().match(/orders\/([0-9a-f-]{36})/)![1];
}

/** Waits until this page has sent everything it queued (the navbar's pending count is gone). */
export async function untilSent(page: Page, timeout = 30_000): Promise<void> {
  // The navbar first: on a page without it the count is trivially absent.
  await expect(page.locator('[data-slot="sync-status"]')).toBeVisible();
  await expect(page.getByTestId('pending-count')).toHaveCount(0, { timeout });
}

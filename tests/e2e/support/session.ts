// Logging in as a person would, through the login form, and getting past the offer dialog.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Logs in from /login and accepts the offer if this user has not yet. */
export async function login(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptOfferIfShown(page);
}

export async function acceptOfferIfShown(page: Page): Promise<void> {
  // Ask the server rather than race the render: a user who has not accepted will see the dialog.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const info = token ? await (await page.request.get('/v1/app/user/info', { headers: { Authorization: token } })).json() : null;
  const dialog = page.getByRole('alertdialog');
  // Accepted by a test that logged in as the same user a moment earlier, after this page read its user:
  // the page still shows the dialog, and accepting again is harmless.
  if (info?.offerAccepted && !(await dialog.isVisible())) return;
  if (!info) return;
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
  await expect(dialog).toBeHidden();
}

export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return cookie.value;
}

/** A toast with this text (Radix also repeats it in a live region for screen readers; this is the visible one). */
export const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]', { hasText: text });

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
  const dialog = page.getByRole('alertdialog');
  // The layout renders the offer dialog before the page's lazy heading, so once the heading shows, the
  // dialog is either there or not coming (waiting for network idle raced with the render). CSS, not a
  // role: an open dialog hides the page from the accessibility tree.
  await expect(page.locator('main h1')).toBeVisible();
  if (await dialog.isVisible()) {
    await dialog.getByRole('button').click();
    await expect(dialog).toBeHidden();
  }
}

export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return cookie.value;
}

/** A toast with this text (Radix also repeats it in a live region for screen readers; this is the visible one). */
export const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]', { hasText: text });

// Signing up through the console's form, as a person would, up to the confirm page.
import { expect, type Page } from '@playwright/test';

export async function fillSignup(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').nth(0).fill(password);
  await page.locator('input[type="password"]').nth(1).fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/signup\/confirm/);
}

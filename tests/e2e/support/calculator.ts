// Asking the calculator as a person would: from, to, weight, "Рассчитать", and the results' prices.
import { expect, type Page } from '@playwright/test';

export async function calculate(page: Page, from: string, to: string, grams: string): Promise<void> {
  await page.goto('/calculator/index');
  await page.getByLabel('Откуда (город)', { exact: true }).fill(from);
  await page.getByLabel('Куда (город)', { exact: true }).fill(to);
  await page.getByLabel('Вес, г').fill(grams);
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  await expect(page.getByTestId('calculator-result').first()).toBeVisible();
}

export const calculateMoscowKazan = (page: Page) => calculate(page, 'Москва', 'Казань', '1000');

/** The prices shown, in roubles, in the table's order. */
export async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('result-price').allTextContents();
  return texts.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
}

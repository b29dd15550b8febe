// A new company's first sync: the points can arrive before the list of delivery services. Until it does, a
// point's service waits as a placeholder, never shown as its key ("x5" for 5Post), and the service filter lists
// none (docs/decisions/points.md "Points page").
import { expect, test } from '@playwright/test';
import { loginCompany, signUpCompany } from './support/company';
import { setFaults } from './support/faults';

/** A service key as the API names it; the names are "СДЭК", "5Post", "DPD"... */
const KEY = /^[a-z0-9]+$/;

/** Keeps every text the service column of the points list ever shows, so a key shown for a moment is caught. */
const KEEP_SERVICE_TEXTS = `
  window.serviceTexts = new Set();
  new MutationObserver(() => {
    for (const cell of document.querySelectorAll('[role=rowgroup] [role=row] [role=cell]:nth-child(2)')) window.serviceTexts.add(cell.textContent);
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

test('during the first sync the points list waits for the services\' names instead of showing their keys', async ({ page, request }) => {
  test.setTimeout(150_000);
  const company = await signUpCompany(request, 'first-sync');
  // The list of services answers 40 s late (both of its sweeps, and any after them): the points come first.
  await setFaults(request, company.token, [{ path: '/v1/app/list/providers', times: 6, action: 'delay', delayMs: 40_000 }]);
  await page.addInitScript(KEEP_SERVICE_TEXTS);
  await loginCompany(page, company);
  await page.getByRole('complementary').locator('a[href="/points/list"]').click();

  const services = page.locator('[role=rowgroup] [role=row] [role=cell]:nth-child(2)');
  await expect(services.first()).toBeVisible({ timeout: 30_000 });
  await expect(services.first().getByTestId('pending-value')).toBeVisible();
  await expect(services.first()).toHaveText('Загрузка…');
  await expect(page.getByRole('combobox', { name: 'Служба доставки' }).locator('option')).toHaveCount(1);

  // The names come, and take the placeholders' place.
  await expect(page.getByTestId('pending-value')).toHaveCount(0, { timeout: 90_000 });
  await expect(services.first()).not.toHaveText('');
  await expect(page.getByRole('combobox', { name: 'Служба доставки' }).locator('option')).not.toHaveCount(1);
  const seen = (await page.evaluate('[...window.serviceTexts]')) as string[];
  expect(seen).toContain('Загрузка…');
  expect(seen.filter((text) => KEY.test(text))).toEqual([]);
});

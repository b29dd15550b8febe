// What the points screens show while something is on its way (docs/decisions/points.md "Points page"): during a
// new company's first sync the points can arrive before the list of delivery services, and a point's service
// waits as a placeholder until it does, never shown as its key ("x5" for 5Post); a point's page opened from the
// list shows the row at once while the points worker reads the whole point, after a reload too.
import { expect, test } from '@playwright/test';
import { loginCompany, newCompany, signUpCompany } from './support/company';
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

/** Keeps the titles a point's page shows and whether it ever said "Загрузка…", to tell a page that opened with
 *  the point from one that waited for it. */
const WATCH_DETAILS = `
  window.detailsSeen = { headings: [], loading: false };
  new MutationObserver(() => {
    if (!location.pathname.endsWith('/details')) return;
    const seen = window.detailsSeen;
    const title = document.querySelector('main h1')?.textContent;
    // 'Пункты выдачи': the list's own title, still on screen for a moment after the address changed.
    if (title && title !== 'Пункты выдачи' && seen.headings.at(-1) !== title) seen.headings.push(title);
    if ([...document.querySelectorAll('main [role=status]')].some((s) => s.textContent === 'Загрузка…')) seen.loading = true;
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

test("a point's page opens at once with what its list row knew, then fills in; a reload keeps it", async ({ page }) => {
  test.setTimeout(120_000);
  await newCompany(page, 'point-at-once');
  await page.getByRole('complementary').locator('a[href="/points/list"]').click();
  const link = page.locator('[role=rowgroup] [role=row] a').first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const name = (await link.getAttribute('title'))!;

  await page.evaluate(WATCH_DETAILS);
  await link.click();
  await expect(page).toHaveURL(/\/points\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The whole point fills in the fields the row did not carry.
  await expect(page.getByTestId('pending-value')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Часы работы' }).getByRole('table')).toBeVisible();
  // Never "Загрузка…" nor the page's bare title on the way: the row was on screen at once.
  expect(await page.evaluate('window.detailsSeen')).toEqual({ headings: [name], loading: false });

  // A reload starts a new points worker, which reads its catalog before it answers: the history entry kept the row.
  await page.addInitScript(WATCH_DETAILS);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('pending-value')).toHaveCount(0, { timeout: 30_000 });
  expect(await page.evaluate('window.detailsSeen')).toEqual({ headings: [name], loading: false });
});

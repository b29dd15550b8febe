// Package presets (docs/decisions/packages.md), local-first: a preset made offline is listed at once as
// pending and reaches the server exactly once when the device is back online; choosing it in the order form
// and in the calculator fills a place's weight and sides, which stay editable. Each test signs up its own
// company, so nothing collides with parallel tests.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations, settle } from './support/axe';
import { newCompany } from './support/company';
import { setFaults } from './support/faults';
import { pendingBadge, serverItems } from './support/resources';
import { tokenOf } from './support/session';

const unique = (prefix: string) => `${prefix} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Preset = { id: string; name: string; length: number; width: number; height: number; weight: number };

const serverPresets = (page: Page) => serverItems<Preset>(page, 'packages');

test('a preset made offline reaches the server once and fills a place of the order form and of the calculator', async ({ page, context }) => {
  await newCompany(page, 'packages');
  await page.goto('/packages');
  await expect(page.getByRole('heading', { name: 'Упаковок пока нет' })).toBeVisible({ timeout: 20_000 });
  expect(await blockingViolations(page)).toEqual([]);

  const name = unique('Коробка');
  // The server drops this company's preset writes unapplied while "offline", in case the browser's offline
  // switch misses a request of the sync worker (tests/e2e/shops-warehouses.spec.ts).
  const token = await tokenOf(page);
  await setFaults(page.request, token, [{ method: 'POST', path: '/v1/app/packages', times: 1000, action: 'drop' }]);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Создать первую упаковку' }).click();
  await page.getByLabel('Название упаковки').fill(name);
  await page.getByLabel('Длина, см').fill('30');
  await page.getByLabel('Ширина, см').fill('20,5');
  await page.getByLabel('Высота, см').fill('0');
  await page.getByLabel('Вес, г').fill('1500');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // A zero side is refused on the device, in Russian, with the focus on it.
  await expect(page.locator('form [role="alert"]')).toHaveText(['Значение должно быть больше 0']);
  await expect(page.getByLabel('Высота, см')).toBeFocused();
  await page.getByLabel('Высота, см').fill('10');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/packages$/);
  await expect(pendingBadge(page, name)).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: name })).toContainText('30 × 20,5 × 10');
  expect((await serverPresets(page)).filter((p) => p.name === name)).toHaveLength(0);

  expect((await page.request.delete('/v1/demo/faults', { headers: { Authorization: token } })).ok()).toBe(true);
  await context.setOffline(false);
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row.locator('[data-slot="change-badge"]')).toHaveCount(0, { timeout: 20_000 });
  const created = (await serverPresets(page)).filter((p) => p.name === name);
  expect(created).toEqual([expect.objectContaining({ length: 30, width: 20.5, height: 10, weight: 1500 })]);
  await expect(row.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/packages/${created[0]!.id}/details`);

  // The order form: the preset fills the first place; the fields stay the user's to change.
  await page.goto('/orders/create');
  const place = page.getByRole('group', { name: 'Место 1' });
  const preset = place.getByLabel('Упаковка', { exact: true });
  await expect(preset.locator('option', { hasText: name })).toHaveCount(1);
  await preset.selectOption(created[0]!.id);
  await expect(page.locator('[name="places.0.weight"]')).toHaveValue('1500');
  await expect(page.locator('[name="places.0.length"]')).toHaveValue('30');
  await expect(page.locator('[name="places.0.width"]')).toHaveValue('20,5');
  await expect(page.locator('[name="places.0.height"]')).toHaveValue('10');
  await page.locator('[name="places.0.weight"]').fill('1750');
  await expect(preset).toHaveValue('');
  await expect(page.locator('[name="places.0.length"]')).toHaveValue('30');
  await settle(page);
  expect(await blockingViolations(page)).toEqual([]);

  // The calculator, by keyboard: the select takes the arrow keys as any native select.
  await page.goto('/calculator/index');
  const calculatorPreset = page.getByRole('group', { name: 'Место 1' }).getByLabel('Упаковка', { exact: true });
  await calculatorPreset.focus();
  await calculatorPreset.press('ArrowDown');
  await expect(calculatorPreset).toHaveValue(created[0]!.id);
  await expect(page.getByLabel('Вес, г')).toHaveValue('1500');
  await expect(page.getByLabel('Ширина, см')).toHaveValue('20,5');
});

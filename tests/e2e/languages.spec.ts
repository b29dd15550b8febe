// The console in either language shows nothing of the other (docs/decisions/shell-and-settings.md "Language"):
// names of services and platforms come from the server in the UI's language and follow a switch without a
// reload; a stored order's refusal reason is named from its code; figures, roles, dates and the numbers of the
// connection form are written the way the language writes them.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { newCompany } from './support/company';
import { login, tokenOf } from './support/session';

const sidebarLink = (page: Page, href: string) => page.locator(`aside a[href="${href}"]`).last();

async function switchTo(page: Page, language: 'English' | 'Русский') {
  await page.getByRole('button', { name: language === 'English' ? 'Язык' : 'Language' }).click();
  await page.getByRole('menuitem', { name: language }).click();
  // The 2 s confirmation is shell.spec.ts's business: on a busy machine it may be gone before a check here.
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'ru');
}

type Order = { id: string; order: { providerKey: string }; status: { reasonKey?: string | null } };

test('a switch to English renames services, platforms and a refusal reason, without a reload', async ({ page }) => {
  // The demo company's first pull of thousands of orders runs all along: on a busy machine this takes a while.
  test.setTimeout(150_000);
  await login(page, ADMIN);
  const token = await tokenOf(page);
  const refused = await page.request.get('/v1/app/orders', { headers: { Authorization: token }, params: { filter: 'status=uploadingError', limit: 200 } });
  const order = ((await refused.json()).items as Order[]).find((o) => o.status.reasonKey === 'uploadServiceUnavailable');
  expect(order, 'the demo world has an order the service did not answer').toBeTruthy();
  const english = await page.request.get('/v1/app/list/providers', { headers: { Authorization: token, 'Accept-Language': 'en' }, params: { limit: 1000 } });
  const serviceName = ((await english.json()).items as Array<{ key: string; name: string }>).find((p) => p.key === order!.order.providerKey)!.name;

  await page.goto(`/orders/${order!.id}/details`);
  await expect(page.getByText('Служба доставки временно не отвечает, отправьте заказ повторно')).toBeVisible({ timeout: 30_000 });

  await switchTo(page, 'English');
  await expect(page.getByText('The delivery service is not responding; resend the order')).toBeVisible();
  await expect(page.getByText('Служба доставки временно не отвечает', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(serviceName);

  await sidebarLink(page, '/orders').click();
  // The lists are swept again in English while the first pull of the orders still runs in the same worker.
  await expect(page.getByRole('combobox', { name: 'Platform' })).toContainText('Yandex Market', { timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Platform' })).not.toContainText('Яндекс Маркет');
  await sidebarLink(page, '/providers').click();
  await expect(page.locator('[data-provider-key="cdek"]')).toContainText('CDEK');
  await expect(page.locator('[data-provider-key="rupost"]')).toContainText('Russian Post');
  await expect(page.getByRole('main')).not.toContainText(/СДЭК|Почта России/);

  // And back: the Russian names return, again without a reload.
  await switchTo(page, 'Русский');
  await expect(page.locator('[data-provider-key="cdek"]')).toContainText('СДЭК');
});

test('figures and roles in the language of the UI', async ({ page }) => {
  await login(page, ADMIN);
  const figures = page.getByTestId('stat-value');
  await expect(figures.first()).not.toHaveText('—');
  // The demo company has thousands of orders: a compact figure, in Russian words.
  await expect(figures.filter({ hasText: /тыс\./ }).first()).toBeVisible();
  for (const text of await figures.allTextContents()) expect(text).not.toMatch(/\d[kMGTPE]$/);

  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await expect(page.getByRole('menu')).toContainText('admin@demo.local · Администратор');
  await page.keyboard.press('Escape');
  await page.goto('/profile/index');
  await expect(page.getByRole('main')).toContainText('admin@demo.local · Администратор');

  await switchTo(page, 'English');
  await expect(page.getByRole('main')).toContainText('admin@demo.local · Administrator');
  await sidebarLink(page, '/dashboard').click();
  await expect(figures.filter({ hasText: /^\d+(\.\d)?k$/ }).first()).toBeVisible();
});

test('analytics: one full stop after a Russian date, and back-to-top covers no figure', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/analytics/calculations');
  const status = page.getByTestId('analytics-status');
  await expect(status).toContainText(/^Расчётов: /, { timeout: 20_000 });
  await expect(status).toHaveText(/ г\.$/);

  await page.getByText('По дням', { exact: true }).click();
  await page.getByRole('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
  const button = page.getByRole('button', { name: 'Наверх' });
  await expect(button).toBeVisible();
  await page.waitForTimeout(300);
  const covered = await page.evaluate(() => {
    const b = document.querySelector('button[aria-label="Наверх"]')!.getBoundingClientRect();
    return [...document.querySelectorAll('main td, main th')].filter((cell) => {
      const c = cell.getBoundingClientRect();
      return c.width > 0 && c.left < b.right && c.right > b.left && c.top < b.bottom && c.bottom > b.top;
    }).map((cell) => cell.textContent);
  });
  expect(covered).toEqual([]);
});

test('the connection form shows and takes numbers as the list writes them', async ({ page }) => {
  const company = await newCompany(page, 'lang-numbers');
  const id = randomUUID();
  const made = await page.request.post('/v1/app/connections', {
    headers: { Authorization: company.pageToken },
    data: {
      id, name: 'Rates', providerKey: 'cdek', inn: '', insuranceRate: 0.75, cashServiceRate: 2.5, assessedCostPercent: 100,
      connectParams: { account: 'e2e-account', secure: 'e2e-secure', insuranceMinimum: 12.5 },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await page.goto('/providers/cdek/connections/list');
  const card = page.locator(`[data-connection-id="${id}"]`);
  await expect(card).toContainText('0,75 %');
  await card.getByRole('link', { name: 'Rates', exact: true }).click();
  const insurance = page.locator('input[name="insuranceRate"]');
  await expect(insurance).toHaveValue('0,75');
  await expect(page.locator('input[name="cashServiceRate"]')).toHaveValue('2,5');
  await expect(page.locator('input[name="insuranceMinimum"]')).toHaveValue('12,5');
  await insurance.fill('1,25');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card).toContainText('1,25 %');
  await expect.poll(async () => {
    const res = await page.request.get(`/v1/app/connections/${id}`, { headers: { Authorization: company.pageToken } });
    return (await res.json()).insuranceRate;
  }).toBe(1.25);

  await switchTo(page, 'English');
  await expect(card).toContainText('1.25 %');
  await card.getByRole('link', { name: 'Rates', exact: true }).click();
  await expect(insurance).toHaveValue('1.25');
});

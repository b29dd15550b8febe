// The inbox with orders (docs/sync.md "The inbox"): a refused create opens as the draft the user typed, to fix
// and send again as the same order; a refused edit's draft becomes a new order; an order edited offline while someone else
// edits it meets a 412 whose fields are named by their block, and the chosen values keep both people's work.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newCompany } from './support/company';
import { createOrderInForm, untilSent } from './support/order-form';
import { createOrders, doorToDoorTariff, orderBody, ordersOnServer } from './support/orders-api';
import { setFaults } from './support/faults';

type Json = Record<string, any>;
const auth = (token: string) => ({ Authorization: token });

async function readOrder(request: APIRequestContext, token: string, id: string): Promise<Json> {
  const res = await request.get(`/v1/app/orders/${id}`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** An order the simulated service refuses on upload (postcode 000000), so it stays editable; resolves once it has. */
async function editableOrder(request: APIRequestContext, token: string, clientNumber: string): Promise<{ id: string; body: ReturnType<typeof orderBody> }> {
  const body = orderBody(clientNumber, await doorToDoorTariff(request, token));
  body.recipient = { ...body.recipient, postIndex: '000000' } as typeof body.recipient;
  const made = await request.post('/v1/app/orders', { headers: auth(token), data: body });
  expect(made.status()).toBe(201);
  const { id } = await made.json();
  await expect.poll(async () => (await readOrder(request, token, id)).status.key, { timeout: 30_000 }).toBe('uploadingError');
  return { id, body };
}

test('a refused create is fixed and sent again as the same order; a refused edit becomes a new order; nothing typed is lost', async ({ page, context }) => {
  test.setTimeout(180_000);
  const company = await newCompany(page, 'drafts', { connected: true });
  await createOrders(page.request, company.token, 1, 'TAKEN');
  // Offline, an order under a shop number the company has used already: the server refuses it (409).
  await context.setOffline(true);
  const fixed = await createOrderInForm(page, 'TAKEN-0', 'Исправленный Получатель');
  await context.setOffline(false);

  await page.getByTestId('rejected-link').click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/changes$/);
  const refusal = (text: string) => page.locator('[data-slot="rejected-changes"] li', { hasText: text });
  await expect(refusal('TAKEN-0')).toContainText('Уже существует');
  await refusal('TAKEN-0').getByRole('link', { name: 'Исправить и отправить' }).click();
  await expect(page.getByTestId('refused-draft')).toContainText('Сервер отклонил это изменение: Уже существует');
  await expect(page.locator('[name="recipient.contactName"]')).toHaveValue('Исправленный Получатель');
  await page.locator('[name="order.clientNumber"]').fill('FIXED-0');
  await page.getByRole('button', { name: 'Отправить снова' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${fixed}/details$`));
  await untilSent(page);
  await expect(page.getByTestId('rejected-link')).toHaveCount(0);

  // An edit the server refuses (a fault switch answers the PUT with 400): its draft becomes a new order.
  const { id: edited } = await editableOrder(page.request, company.token, 'EDITED-1');
  await page.goto(`/orders/${edited}/edit`);
  const contact = page.locator('[name="recipient.contactName"]');
  await expect(contact).toHaveValue('Получатель Тест', { timeout: 45_000 });
  await setFaults(page.request, company.token, [{ method: 'PUT', path: `/v1/app/orders/${edited}`, times: 1, action: 'status', status: 400 }]);
  await contact.fill('Скопированный Получатель');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByTestId('rejected-link')).toBeVisible({ timeout: 30_000 });
  // A refused change shows on its own order's page, and on no other.
  await page.goto(`/orders/${fixed}/details`);
  await expect(page.locator('[data-slot="status-chip"]').first()).toBeVisible();
  await expect(page.locator('[data-slot="rejected-changes"]')).toHaveCount(0);
  await page.goto(`/orders/${edited}/details`);
  await expect(page.locator('[data-slot="rejected-changes"]')).toContainText('Сбой, включённый для теста');
  await page.getByTestId('rejected-link').click();
  await refusal('Изменение заказа').getByRole('link', { name: 'Создать из него новый заказ' }).click();
  await expect(page.getByTestId('refused-draft')).toContainText('Укажите для него новый номер');
  await expect(page.locator('[name="order.clientNumber"]')).toHaveValue('');
  await expect(contact).toHaveValue('Скопированный Получатель');
  await page.locator('[name="order.clientNumber"]').fill('COPY-1');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
  expect(page.url()).not.toContain(edited);
  await untilSent(page);
  await expect(page.getByTestId('rejected-link')).toHaveCount(0);

  const orders = await ordersOnServer(page.request, company.token);
  const byNumber = (n: string) => orders.filter((o) => o.order.clientNumber === n).map((o) => [o.id, o.recipient.contactName]);
  expect(byNumber('FIXED-0')).toEqual([[fixed, 'Исправленный Получатель']]);
  expect(byNumber('EDITED-1')).toEqual([[edited, 'Получатель Тест']]);
  expect(byNumber('COPY-1').map(([, name]) => name)).toEqual(['Скопированный Получатель']);
});

test('an order edited offline while someone edits it: the inbox names the fields by block, the chosen values keep both', async ({ page, context }) => {
  test.setTimeout(150_000);
  const company = await newCompany(page, 'order-412', { connected: true });
  const { id, body } = await editableOrder(page.request, company.token, 'CONFLICT-1');

  await page.goto(`/orders/${id}/edit`);
  const contact = page.locator('[name="recipient.contactName"]');
  await expect(contact).toHaveValue('Получатель Тест', { timeout: 45_000 });
  await context.setOffline(true);
  await contact.fill('Моё Имя');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}/details$`));
  const theirs = { ...body, recipient: { ...body.recipient, city: 'Самара' } };
  expect((await page.request.put(`/v1/app/orders/${id}`, { headers: auth(company.token), data: theirs })).ok()).toBe(true);
  await context.setOffline(false);

  await page.getByTestId('rejected-link').click({ timeout: 30_000 });
  const card = page.getByTestId('conflict');
  await expect(card.getByRole('group', { name: 'Получатель · Контактное лицо' })).toContainText('Ваше: Моё Имя');
  await expect(card.getByRole('group', { name: 'Получатель · Город' })).toContainText('Сейчас на сервере: Самара');
  await card.getByRole('button', { name: 'Сохранить выбранные значения' }).click();
  await expect(card).toHaveCount(0);
  await untilSent(page);
  await expect.poll(async () => {
    const order = await readOrder(page.request, company.token, id);
    return [order.recipient.contactName, order.recipient.city];
  }, { timeout: 30_000 }).toEqual(['Моё Имя', 'Самара']);
});

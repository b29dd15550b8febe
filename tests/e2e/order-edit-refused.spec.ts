// One rule of what may change (src/contract/order-rules.ts), as a user meets it: an order made offline is
// edited while it waits; the device comes online, the delivery service takes the order, and the open form
// says so before anything is sent. Nothing is saved and then refused; the draft stays, and becomes a new
// order with a new shop number.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newCompany } from './support/company';
import { createOrderInForm, untilSent } from './support/order-form';
import { ordersOnServer } from './support/orders-api';

const auth = (token: string) => ({ Authorization: token });

/** Until the delivery service has the order: the simulator refuses one upload in twenty at random, and such an
 *  order is resent as a user would. */
async function untilHandedOver(request: APIRequestContext, token: string, clientNumber: string): Promise<void> {
  await expect.poll(async () => {
    const order = (await ordersOnServer(request, token, clientNumber)).find((o) => o.order.clientNumber === clientNumber);
    if (order?.status.key === 'uploadingError') await request.post(`/v1/app/orders/${order.id}/resend`, { headers: auth(token) });
    return order?.status.key ?? 'not there yet';
  }, { timeout: 60_000, intervals: [1000] }).not.toMatch(/^(not there yet|uploading|uploadingError)$/);
}

test('an edit the service overtook is not sent: the form says why, keeps the draft and makes a new order of it', async ({ page, context }) => {
  test.setTimeout(150_000);
  const company = await newCompany(page, 'edit-refused', { connected: true });
  await context.setOffline(true);
  const id = await createOrderInForm(page, 'REFUSE-1');
  await page.getByRole('link', { name: 'Изменить' }).click();
  const contact = page.locator('[name="recipient.contactName"]');
  await contact.fill('Черновик Сохранён');

  // Online: the create goes out and the simulated service takes the order; the device learns it on its next pull.
  await context.setOffline(false);
  await untilHandedOver(page.request, company.token, 'REFUSE-1');
  await context.setOffline(true);
  await context.setOffline(false);
  const notice = page.getByTestId('edit-refused');
  await expect(notice).toContainText('служба доставки уже приняла заказ, изменить его нельзя', { timeout: 60_000 });
  await expect(notice).toContainText('Ничего не отправлено');
  await expect(contact).toHaveValue('Черновик Сохранён');

  // Saving sends nothing: the form turns into a new order's, with the shop number to give.
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Заказ сохранён')).toHaveCount(0);
  await expect(notice).toContainText('создаст новый заказ');
  const number = page.locator('[name="order.clientNumber"]');
  await expect(number).toHaveValue('');
  await expect(number).toBeFocused();
  await number.fill('REFUSE-2');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
  expect(page.url()).not.toContain(id);
  await untilSent(page);

  const orders = await ordersOnServer(page.request, company.token);
  expect(orders.find((o) => o.order.clientNumber === 'REFUSE-1')?.recipient.contactName).toBe('Петрова Анна');
  expect(orders.filter((o) => o.order.clientNumber === 'REFUSE-2').map((o) => o.recipient.contactName)).toEqual(['Черновик Сохранён']);
});

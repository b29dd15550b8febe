// A connection field the schema marks for point suggestions offers the service's points on this device by code.
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { login } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

test('the CDEK drop-off point field suggests CDEK points of this device, narrowed by the code typed', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/providers/cdek/connections/create');
  const point = page.locator('input[name="shipmentPoint"]');
  await expect(point).toBeVisible();
  const options = () => point.evaluate((el: HTMLInputElement) => [...(el.list?.options ?? [])].map((o) => o.value));
  // The points arrive with the first sync; the field suggests them once they are on the device.
  await expect.poll(async () => (await options()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const [first] = await options();
  await point.fill(first);
  // The list shown before the narrowed answer comes holds the code too: wait until every suggestion matches it.
  const narrowed = async () => {
    const codes = await options();
    return codes.includes(first) && codes.every((code) => code.toLowerCase().includes(first.toLowerCase()));
  };
  await expect.poll(narrowed).toBe(true);
});

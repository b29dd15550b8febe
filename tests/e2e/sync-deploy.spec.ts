// Fault test 10 of docs/sync.md: a new version is deployed while two tabs hold queued changes. Nothing is lost: the
// changes go out, and the new version takes over only when the user agrees in the update prompt.
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startOwnServer } from '../support/own-server';
import { untilControlled } from '../support/service-worker';
import { ADMIN } from './support/env';
import { copyBuild, deployNewVersion } from './support/deploy';
import { login, tokenOf } from './support/session';
import { createOrderInForm, untilSent } from './support/order-form';
import { ordersOnServer } from './support/orders-api';
import { localKeys, localRow } from './support/local-store';

// Its own server on a copy of the build, so deploying here leaves the other tests' server alone.
const PORT = 8384;
const BUILD_COPY = resolve(import.meta.dirname, '../../.tmp/e2e-deploy-dist');

test('10: a deploy while two tabs hold queued changes loses nothing; the new version shows after the prompt', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startOwnServer(PORT, copyBuild(BUILD_COPY));
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const first = await context.newPage();
    await login(first, ADMIN);
    await untilControlled(first);
    const second = await context.newPage();
    await second.goto('/orders');
    await expect(second.locator('main h1')).toBeVisible();

    await context.setOffline(true);
    const a = await createOrderInForm(first, 'DEPLOY-A');
    const b = await createOrderInForm(second, 'DEPLOY-B');
    deployNewVersion(BUILD_COPY, 'v2');
    await context.setOffline(false);

    await first.reload();
    const prompt = first.getByRole('dialog', { name: 'Доступна новая версия Parcel Console.' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await prompt.getByRole('button', { name: 'Обновить' }).click();
    // The new worker takes over both tabs before this one reloads; on a busy machine that takes a while.
    await expect(first.locator('meta[name="parcel-build"]')).toHaveAttribute('content', 'v2', { timeout: 30_000 });
    await untilSent(first);

    const token = await tokenOf(first);
    const made = (await ordersOnServer(first.request, token, 'DEPLOY')).map((o) => o.id).sort();
    expect(made).toEqual([a, b].sort());
    // The device holds both as the server made them (a number given), then its list shows them. What the
    // device held is printed when it does not, to tell a store that lacks them from a list that hides them.
    const held = async () => (await Promise.all([a, b].map((id) => localRow<{ number?: string }>(first, 'orders', id)))).filter((row) => row?.number).length;
    await expect.poll(held, { timeout: 30_000, message: 'both orders on the device' }).toBe(2);
    await first.goto('/orders?q=deploy');
    const rows = first.locator('[role="rowgroup"] [role="row"]');
    await expect(rows).toHaveCount(2, { timeout: 20_000 }).catch(async (error: unknown) => {
      console.log('the list showed:', await first.locator('main').innerText(), 'outbox:', await localKeys(first, 'outbox'));
      throw error;
    });
    await context.close();
  } finally {
    server.stop();
  }
});

import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startOwnServer } from '../support/own-server';
import { ADMIN } from './support/env';
import { untilControlled } from '../support/service-worker';
import { copyBuild, deployNewVersion } from './support/deploy';
import { login } from './support/session';

// Its own server on a copy of the build, so deploying here leaves the other tests' server alone.
const PORT = 8383;
const BUILD_COPY = resolve(import.meta.dirname, '../../.tmp/e2e-update-dist');

test('a deployed version waits for the user to agree, then takes over', async ({ browser }) => {
  const server = await startOwnServer(PORT, copyBuild(BUILD_COPY));
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await login(page, ADMIN);
    await untilControlled(page);

    deployNewVersion(BUILD_COPY, 'v2');
    await page.reload();
    const prompt = page.getByRole('dialog', { name: 'Доступна новая версия Parcel Console.' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // Until the user agrees, the version that opened keeps serving.
    await expect(page.locator('meta[name="parcel-build"]')).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Обновить' }).click();
    // The new worker activates and the page reloads: slow on a busy two-core runner, hence the wait.
    await expect(page.locator('meta[name="parcel-build"]')).toHaveAttribute('content', 'v2', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Анна');
    await expect(prompt).toHaveCount(0);
    await context.close();
  } finally {
    server.stop();
  }
});

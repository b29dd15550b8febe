import { expect, test } from '@playwright/test';
import { lastMail, uniqueEmail } from './support/mail';
import { fillSignup } from './support/signup-form';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

const PASSWORD = 'first-pass-123';

test('a new user signs up with the emailed code and must accept the offer before working', async ({ page }) => {
  const email = uniqueEmail('signup');
  await fillSignup(page, email, PASSWORD);

  const { code } = await lastMail('signup-code', email);
  await page.locator('input[autocomplete="one-time-code"]').fill(code);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The offer blocks the console: Escape and a click beside it do not close it.
  const offer = page.getByRole('alertdialog');
  await expect(offer).toContainText('Договор публичной оферты');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(offer).toBeVisible();

  const before = Math.floor(Date.now() / 1000);
  await offer.getByRole('button', { name: 'Принять оферту' }).click();
  await expect(offer).toBeHidden();
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  const info = await (await page.request.get('/v1/app/user/info', { headers: { Authorization: token } })).json();
  expect(info.offerAccepted).toBeGreaterThanOrEqual(before - 1);
  expect(info.offerAccepted).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

test('a forgotten password is replaced through the emailed link', async ({ page }) => {
  const email = uniqueEmail('recover');
  await page.request.post('/v1/app/user/signup', { data: { email, password: PASSWORD } });
  const { code } = await lastMail('signup-code', email);
  expect((await page.request.post('/v1/app/user/signup/confirm', { data: { email, code, password: PASSWORD } })).ok()).toBe(true);

  await page.goto('/password/recover');
  await page.locator('input[type="email"]').fill(`  ${email} `);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('status').filter({ hasText: 'Письмо для восстановления пароля отправлено' })).toBeVisible();

  const { link } = await lastMail('password-reset', email);
  await page.goto(link);
  await page.locator('input[type="password"]').nth(0).fill('second-pass-456');
  await page.locator('input[type="password"]').nth(1).fill('second-pass-456');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const login = (password: string) => page.request.post('/v1/app/user/login', { data: { username: email, password } });
  expect((await login('second-pass-456')).status()).toBe(200);
  expect((await login(PASSWORD)).status()).toBe(400); // wrong credentials; 401 is kept for a bad token
  // The link is single use.
  await page.goto(link);
  await page.locator('input[type="password"]').nth(0).fill('third-pass-789');
  await page.locator('input[type="password"]').nth(1).fill('third-pass-789');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form [role="alert"]')).toHaveText('Некорректная ссылка');
});

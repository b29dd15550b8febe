// Signup against a stranger using the same email, a reload between signup and confirm, and the login
// limit's message (docs/decisions/security.md, "Limits").
import { expect, test, type Page } from '@playwright/test';
import { COMPANY_PASSWORD, signUpCompany } from './support/company';
import { lastMail, uniqueEmail } from './support/mail';
import { fillSignup } from './support/signup-form';
import { fillLogin } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

const PASSWORD = 'owner-pass-123';
const STRANGER_PASSWORD = 'stranger-pass-123';

const loginStatus = async (page: Page, username: string, password: string) =>
  (await page.request.post('/v1/app/user/login', { data: { username, password } })).status();

test('a stranger signing up with the same email after the owner cannot choose the password', async ({ page }) => {
  const email = uniqueEmail('owner');
  await fillSignup(page, email, PASSWORD);
  const ownersCode = (await lastMail('signup-code', email)).code;
  await page.request.post('/v1/app/user/signup', { data: { email, password: STRANGER_PASSWORD } });
  await expect.poll(async () => (await lastMail('signup-code', email)).code).not.toBe(ownersCode);

  // The owner types the newest code, the one the stranger's signup sent.
  await page.locator('input[autocomplete="one-time-code"]').fill((await lastMail('signup-code', email)).code);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await loginStatus(page, email, STRANGER_PASSWORD)).toBe(400);
  expect(await loginStatus(page, email, PASSWORD)).toBe(200);
});

test('after a reload the confirm page asks for the password chosen at signup', async ({ page }) => {
  const email = uniqueEmail('reload');
  await fillSignup(page, email, PASSWORD);
  const password = page.locator('input[type="password"]');
  await expect(password).toHaveCount(0);
  await page.reload();
  await expect(password).toBeVisible();

  await page.locator('input[autocomplete="one-time-code"]').fill((await lastMail('signup-code', email)).code);
  await password.fill('not-what-i-chose');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('form [role="alert"]').last()).toHaveText('Пароль не совпадает с указанным при регистрации');
  await password.fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('repeated wrong passwords lock the account here with a message saying how long', async ({ page }) => {
  const { email } = await signUpCompany(page.request, 'locked');
  await page.goto('/login');
  // From the browser: the test's own API requests may reach the server from another loopback address.
  const alert = page.locator('form [role="alert"]');
  for (let i = 0; i < 5; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/app/user/login'));
    await fillLogin(page, email, `wrong-password-${i}`);
    expect((await answered).status()).toBe(400);
    await expect(alert).toHaveText('Неверный логин или пароль');
  }
  await fillLogin(page, email, COMPANY_PASSWORD);
  await expect(alert).toHaveText('Слишком много попыток. Попробуйте через 15 мин.');
  await expect(page).toHaveURL(/\/login$/);
});

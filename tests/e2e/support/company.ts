// A company of its own per test: signed up through the API (with the emailed code), logged in through
// the form, offer accepted, service worker in control. Parallel tests then never touch each other's data.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { untilControlled } from '../../support/service-worker';
import { lastMail, uniqueEmail } from './mail';
import { acceptOfferIfShown, fillLogin, tokenOf } from './session';

export const COMPANY_PASSWORD = 'company-pass-123';

export type Company = { email: string; token: string };

export async function signUpCompany(request: APIRequestContext, prefix: string): Promise<Company> {
  const email = uniqueEmail(prefix);
  await request.post('/v1/app/user/signup', { data: { email, password: COMPANY_PASSWORD } });
  const { code } = await lastMail('signup-code', email);
  const confirmed = await request.post('/v1/app/user/signup/confirm', { data: { email, code, password: COMPANY_PASSWORD } });
  expect(confirmed.ok()).toBe(true);
  return { email, token: (await confirmed.json()).token };
}

/** Logs this page in as the company's user, ready to go offline. Returns the page's own token. */
export async function loginCompany(page: Page, company: Company): Promise<string> {
  await page.goto('/login');
  await fillLogin(page, company.email, COMPANY_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptOfferIfShown(page);
  await untilControlled(page);
  return tokenOf(page);
}

/** A CDEK connection that lists no tariffs, so every CDEK tariff is enabled: the order form offers only the
 *  services a company is connected to. */
export async function connectCdek(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post('/v1/app/connections', {
    headers: { Authorization: token },
    data: { id: randomUUID(), name: 'СДЭК (тест)', providerKey: 'cdek', insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100, connectParams: { account: 'e2e-account', secure: 'e2e-secure' } },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** `connected`: with a CDEK connection made before the first login, so the device has it from its first pull. */
export async function newCompany(page: Page, prefix: string, { connected = false } = {}): Promise<Company & { pageToken: string }> {
  const company = await signUpCompany(page.request, prefix);
  if (connected) await connectCdek(page.request, company.token);
  return { ...company, pageToken: await loginCompany(page, company) };
}

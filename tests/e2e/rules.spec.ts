// The tariff rule switch, local-first (docs/sync.md "Conflicts"): switched offline it moves at once and says it is
// pending, survives a reload, and is sent once online as the intended state; a rule switched off and
// on again offline sends nothing at all.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginCompany, signUpCompany } from './support/company';
import { setFaults } from './support/faults';
import { tokenOf } from './support/session';

const RULES = '/v1/app/editors/tariff/rules';

type Rule = { id: string; name: string; status: 'enabled' | 'disabled'; version: number };

async function createRule(request: APIRequestContext, token: string, name: string): Promise<Rule> {
  const res = await request.post(RULES, { headers: { Authorization: token }, data: { name, conditions: [], actions: [] } });
  expect(res.ok()).toBe(true);
  return res.json();
}

const ruleOnServer = async (request: APIRequestContext, token: string, id: string): Promise<Rule> =>
  (await request.get(`${RULES}/${id}`, { headers: { Authorization: token } })).json();

test('rule switches made offline survive a reload and go out once online; a switch undone offline is never sent', async ({ page, context }) => {
  // A company of its own, so parallel tests never switch the same rules.
  const company = await signUpCompany(page.request, 'rules');
  const signupToken = company.token;
  // A new company starts without rules: two made here, both enabled.
  const first = await createRule(page.request, signupToken, 'Наценка на курьера');
  const second = await createRule(page.request, signupToken, 'Округление стоимости');
  expect([first.status, second.status]).toEqual(['enabled', 'enabled']);
  await loginCompany(page, company);

  await page.goto('/editors/tariff/rules');
  const firstRow = page.locator(`[data-rule-id="${first.id}"]`);
  const secondRow = page.locator(`[data-rule-id="${second.id}"]`);
  const pending = (row: typeof firstRow) => row.locator('[data-slot="change-badge"][data-state="pending"]');
  await expect(firstRow.getByRole('switch')).toBeChecked();
  await expect(secondRow.getByRole('switch')).toBeChecked();

  // Playwright's offline switch may miss the sync worker a reload starts; the server drops this
  // company's rule writes too, without applying them, until the test goes back online.
  await setFaults(page.request, signupToken, [{ method: 'PUT', path: RULES, times: 1000, action: 'drop' }]);
  await context.setOffline(true);
  await firstRow.getByRole('switch').click();
  await expect(firstRow.getByRole('switch')).not.toBeChecked();
  await expect(pending(firstRow)).toBeVisible();

  // Off and on again: two queued switches that cancel out.
  await secondRow.getByRole('switch').click();
  await expect(secondRow.getByRole('switch')).not.toBeChecked();
  await secondRow.getByRole('switch').click();
  await expect(secondRow.getByRole('switch')).toBeChecked();

  await page.reload();
  await expect(firstRow.getByRole('switch')).not.toBeChecked();
  await expect(pending(firstRow)).toBeVisible();
  await expect(secondRow.getByRole('switch')).toBeChecked();

  expect((await page.request.delete('/v1/demo/faults', { headers: { Authorization: signupToken } })).ok()).toBe(true);
  await context.setOffline(false);
  // Nothing of the rules is left in the queue once the sync has drained it.
  await expect(page.locator('[data-rule-id] [data-slot="change-badge"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(firstRow.getByRole('switch')).not.toBeChecked();
  await expect(secondRow.getByRole('switch')).toBeChecked();

  const token = await tokenOf(page);
  await expect.poll(async () => (await ruleOnServer(page.request, token, first.id)).status).toBe('disabled');
  const secondNow = await ruleOnServer(page.request, token, second.id);
  expect(secondNow.status).toBe('enabled');
  expect(secondNow.version).toBe(second.version); // neither of its switches was sent
});

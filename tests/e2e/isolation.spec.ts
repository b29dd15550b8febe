import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, OTHER } from './support/env';
import { login, tokenOf } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

async function apiLogin(request: APIRequestContext, username: string) {
  const res = await request.post('/v1/app/user/login', { data: { username, password: DEMO_PASSWORD } });
  const { token } = await res.json();
  const info = await (await request.get('/v1/app/user/info', { headers: { Authorization: token } })).json();
  return { token, info };
}

test("another company's user cannot reach the demo company's data", async ({ page }) => {
  const admin = await apiLogin(page.request, ADMIN);
  await login(page, OTHER);
  const token = await tokenOf(page);

  const stats = await page.request.get(`/v1/app/user/${admin.info.id}/stats`, { headers: { Authorization: token } });
  expect(stats.status()).toBe(403);
  const update = await page.request.put(`/v1/app/user/${admin.info.id}`, {
    headers: { Authorization: token },
    data: { name: 'Hijacked' },
  });
  expect(update.status()).toBe(403);

  const info = await (await page.request.get('/v1/app/user/info', { headers: { Authorization: token } })).json();
  expect(info.companyId).not.toBe(admin.info.companyId);
  expect(info.companyUsers.map((u: { email: string }) => u.email)).toEqual([OTHER]);

  // The admin's name is unchanged, seen with the admin's own token.
  const adminInfo = await (await page.request.get('/v1/app/user/info', { headers: { Authorization: admin.token } })).json();
  expect(adminInfo.name).toBe(admin.info.name);
});

test('every API call without a token answers 040101', async ({ request }) => {
  for (const path of ['/v1/app/user/info', '/v1/app/list/providers', '/v1/app/list/statuses']) {
    const res = await request.get(path);
    expect(res.status()).toBe(401);
    expect((await res.json()).code).toBe('040101');
  }
});

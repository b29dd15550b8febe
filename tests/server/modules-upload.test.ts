// The upload of a Yandex Market integration's pickup points (docs/decisions/modules.md "Server"): 202 and a
// queued task, one at a time per integration (409 040904), a total that is the console's preview count
// (goesToMarket over the points and the company's connections), refusals of points without hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POINT_NAME_TEMPLATE, goesToMarket, pointNameOf, pointUploadTask, type Point, type UploadSelection } from '../../src/contract';
import { createApp } from '../../server/src/app';
import { pointsRepo } from '../../server/src/db/repos/points';
import { INTEGRATION_BODIES, SETTINGS_BODIES, integrationsPath, settingsPath } from './module-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
let companyId: number;
const admin = 'admin-token';
const operator = 'api.order.info-token';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
  companyId = ((await t.database.get("SELECT company_id FROM users WHERE email = 'admin@demo.local'")) as { company_id: number }).company_id;
}, 60_000);
afterAll(() => t.close());

const allPoints = async () => (await t.database.all<{ doc_json: string }>('SELECT doc_json FROM point_docs')).map((row) => JSON.parse(row.doc_json) as Point);

/** What the console's preview counts: the same function over the same points and the company's services. */
async function previewOf(integration: Record<string, unknown>): Promise<Point[]> {
  const providerKeys = (await t.database.all<{ provider_key: string }>('SELECT DISTINCT provider_key FROM connections WHERE company_id = ?', companyId))
    .map((row) => row.provider_key);
  const { pointRegions, pointTypes, codFilter } = integration as Omit<UploadSelection, 'providerKeys'>;
  const selection: UploadSelection = { pointRegions, pointTypes, codFilter, providerKeys };
  return (await allPoints()).filter((p) => goesToMarket(p, selection));
}

async function integrationOf(body: Record<string, unknown> = INTEGRATION_BODIES.yamarket) {
  const setting = (await t.call('POST', settingsPath('yamarket'), { token: admin, body: SETTINGS_BODIES.yamarket })).body;
  const made = (await t.call('POST', integrationsPath('yamarket', setting.id), { token: admin, body })).body;
  return { ...made, path: `${integrationsPath('yamarket', setting.id)}/${made.id}/points-upload` } as { id: string; path: string; settingsId: string };
}

async function finished(path: string, taskId: string) {
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    const res = await t.call('GET', `${path}/${taskId}`, { token: admin });
    expect(res.status).toBe(200);
    if (res.body.status === 'done' || res.body.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the upload did not finish');
}

describe('point upload to Yandex Market', () => {
  it('runs to done; its total is the preview\'s count; points without hours are refused, the first 100 listed', async () => {
    const integration = await integrationOf();
    const preview = await previewOf(INTEGRATION_BODIES.yamarket);
    expect(preview.length).toBeGreaterThan(120);
    // The seed gives every point hours: some lose them here, more than the 100 refusals a task lists.
    const repo = pointsRepo(t.db);
    const blanked: string[] = [];
    for (const p of preview.slice(0, 110)) blanked.push((await repo.save({ ...p, timetable: '' })).id);

    const started = await t.call('POST', integration.path, { token: admin });
    expect(started.status).toBe(202);
    expect(pointUploadTask.parse(started.body)).toEqual(started.body);
    expect(started.body).toMatchObject({ integrationId: integration.id, status: 'queued', uploaded: 0, failed: 0, errors: [] });

    const again = await t.call('POST', integration.path, { token: admin });
    expect(again).toMatchObject({ status: 409, body: { code: '040904', message: 'Задача в процессе обработки' } });
    expect((await t.call('POST', integration.path, { token: admin, lang: 'en' })).body.message).toBe('Task in progress');

    const done = await finished(integration.path, started.body.id);
    expect(done).toMatchObject({ status: 'done', total: preview.length, failed: 110, uploaded: preview.length - 110 });
    expect(done.uploaded + done.failed).toBe(done.total);
    expect(done.errors).toHaveLength(100);
    expect(blanked).toEqual(expect.arrayContaining(done.errors.map((e: { pointId: string }) => e.pointId)));
    const first = preview[0]!;
    const providerName = ((await t.database.get('SELECT name FROM providers WHERE key = ?', first.providerKey)) as { name: string }).name;
    expect(done.errors[0]).toEqual({
      pointId: first.id,
      message: `«${providerName} ${first.code}: ${first.address}»: маркетплейс не принимает пункт без часов работы`,
    });
    for (const id of blanked) await repo.save({ ...(await repo.byId(id))!, timetable: 'Пн-Вс 10:00-21:00' });
  }, 30_000);

  it('chooses by cash on delivery as the preview does; lists the tasks newest first', async () => {
    for (const codFilter of ['cod', 'noCod'] as const) {
      const body = { ...INTEGRATION_BODIES.yamarket, codFilter, pointTypes: [1, 2, 3, 4] };
      const integration = await integrationOf(body);
      const first = (await t.call('POST', integration.path, { token: admin })).body;
      expect((await finished(integration.path, first.id)).total).toBe((await previewOf(body)).length);
      const second = (await t.call('POST', integration.path, { token: admin })).body;
      await finished(integration.path, second.id);
      const list = await t.call('GET', integration.path, { token: admin });
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(2);
      expect(list.body.items.map((task: { id: string }) => task.id)).toEqual([second.id, first.id]);
      expect((await t.call('GET', `${integration.path}?filter=status=queued`, { token: admin })).body.total).toBe(0);
    }
  }, 30_000);

  it('an unknown task answers 404; another company, an operator, another setting or kind answer 403', async () => {
    const integration = await integrationOf();
    expect((await t.call('GET', `${integration.path}/not-a-task`, { token: admin })).status).toBe(404);
    for (const token of [other, operator]) {
      expect((await t.call('POST', integration.path, { token })).status).toBe(403);
      expect((await t.call('GET', integration.path, { token })).status).toBe(403);
    }
    const task = (await t.call('POST', integration.path, { token: admin })).body;
    expect((await t.call('GET', `${integration.path}/${task.id}`, { token: other })).status).toBe(403);
    // Another integration's path does not read this task.
    const second = await integrationOf();
    expect((await t.call('GET', `${second.path}/${task.id}`, { token: admin })).status).toBe(404);
    const wrongSetting = integration.path.replace(integration.settingsId, second.settingsId);
    expect((await t.call('POST', wrongSetting, { token: admin })).status).toBe(403);
    const crm = (await t.call('POST', settingsPath('retailcrm'), { token: admin, body: SETTINGS_BODIES.retailcrm })).body;
    const crmIntegration = (await t.call('POST', integrationsPath('retailcrm', crm.id), { token: admin, body: INTEGRATION_BODIES.retailcrm })).body;
    const asMarket = `${integrationsPath('yamarket', crm.id)}/${crmIntegration.id}/points-upload`;
    expect((await t.call('POST', asMarket, { token: admin })).status).toBe(403);
    await finished(integration.path, task.id);
  }, 30_000);

  it('names every point apart by default: the template adds the address, and does not repeat the service its name already says', async () => {
    const chosen = await previewOf({ ...INTEGRATION_BODIES.yamarket, pointRegions: ['Москва', 'Московская область', 'Санкт-Петербург'], pointTypes: [1, 2, 3, 4] });
    expect(chosen.length).toBeGreaterThan(120);
    const provider = 'Служба';
    const names = chosen.map((p) => pointNameOf(DEFAULT_POINT_NAME_TEMPLATE, { name: p.name, code: p.code, address: p.address, provider }));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => !name.includes(provider))).toBe(true);
    // The old default named points alike.
    const old = chosen.map((p) => pointNameOf('{provider}: {name}', { name: p.name, code: p.code, address: p.address, provider }));
    expect(new Set(old).size).toBeLessThan(old.length);
  });

  it('runs again from the start an upload left half done by an instance that has gone', async () => {
    const integration = await integrationOf();
    const task = (await t.call('POST', integration.path, { token: admin })).body;
    const total = (await finished(integration.path, task.id)).total;
    (await t.database.run("UPDATE point_upload_tasks SET status = 'processing', uploaded = 1, total = 1, claimed_by = 'killed-instance' WHERE id = ?", task.id));
    // Another instance on the same database (or this one, at its next look) claims the task and runs it again.
    createApp({ db: t.db, config: { demo: true, staticDir: null }, now: t.now });
    expect(await finished(integration.path, task.id)).toMatchObject({ status: 'done', total, uploaded: total });
  });

  it('deleting the integration drops its uploads', async () => {
    const integration = await integrationOf();
    const task = (await t.call('POST', integration.path, { token: admin })).body;
    await finished(integration.path, task.id);
    const itemPath = integration.path.replace(/\/points-upload$/, '');
    expect((await t.call('DELETE', itemPath, { token: admin })).status).toBe(200);
    expect((await t.database.get('SELECT count(*) AS n FROM point_upload_tasks WHERE integration_id = ?', integration.id))).toEqual({ n: 0 });
  });
});

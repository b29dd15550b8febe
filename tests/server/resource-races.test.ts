// The resource kit's writes with several writers at once (routes/resource-kit.ts, docs/decisions/database.md
// "Rules a second writer imposes"): requests of one process interleave at every database call now, as requests
// of several instances do. Two creates of one id make one row; an edit that keeps a stored secret never undoes
// a secret saved while it was computed; two creates of one connection name make one; an edit held to an old
// version answers 412.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openParams, type ConnectionRow } from '../../server/src/db/repos/connections';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const admin = 'admin-token';
beforeAll(async () => void (t = await createTestApp()), 60_000);
afterAll(() => t.close());

const connection = { name: 'СДЭК гонка', providerKey: 'cdek', connectParams: { account: 'race-account', secure: 'first-secret-0001', defaultWeight: 500 } };
const stored = async (id: string) => (await t.database.get('SELECT * FROM connections WHERE id = ?', id)) as ConnectionRow;

describe('the resource kit with writers at once', () => {
  it('makes one shop of two creates of one id sent together, and answers both with it', async () => {
    const id = crypto.randomUUID();
    const create = (name: string) => t.call('POST', '/v1/app/shops', { token: admin, body: { id, name } });
    const answers = await Promise.all([create('Первый'), create('Второй')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect((await t.database.get('SELECT count(*) AS n FROM shops WHERE id = ?', id))).toEqual({ n: 1 });
  });

  it('makes one connection of two creates of one name sent together; the other answers 409 040902', async () => {
    const create = () => t.call('POST', '/v1/app/connections', { token: admin, body: { ...connection, name: 'СДЭК одно имя' } });
    const answers = await Promise.all([create(), create(), create()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body).toMatchObject({ code: '040902' });
    expect(await t.database.get("SELECT count(*) AS n FROM connections WHERE name = 'СДЭК одно имя'")).toEqual({ n: 1 });
  });

  it('keeps a secret saved while another edit that leaves it out was computed', async () => {
    const made = (await t.call('POST', '/v1/app/connections', { token: admin, body: connection })).body as { id: string };
    const put = (body: object) => t.call('PUT', `/v1/app/connections/${made.id}`, { token: admin, body });
    const [secretSaved, renamed] = await Promise.all([
      put({ ...connection, connectParams: { ...connection.connectParams, secure: 'second-secret-0002' } }),
      put({ ...connection, name: 'СДЭК гонка, новое имя', connectParams: { account: 'race-account', defaultWeight: 500 } }),
    ]);
    expect([secretSaved.status, renamed.status]).toEqual([200, 200]);
    const row = (await stored(made.id));
    expect(openParams(row).secure).toBe('second-secret-0002');
    // Each edit replaces the name with its own, so the name is the one of whichever landed last (with several
    // writers, either); the secret the rename left out stays whatever the order.
    expect(['СДЭК гонка', 'СДЭК гонка, новое имя']).toContain(row.name);
  });

  it('answers 412 with the shop as it is to an edit held to the version before another edit', async () => {
    const made = (await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Версия' } })).body as { id: string; version: number };
    const edit = (name: string) => t.call('PUT', `/v1/app/shops/${made.id}`, { token: admin, body: { name }, headers: { 'If-Match': `"${made.version}"` } });
    const answers = await Promise.all([edit('Моё'), edit('Их')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
    const won = answers.find((a) => a.status === 200)!.body as { name: string };
    expect(answers.find((a) => a.status === 412)!.body.data).toMatchObject({ name: won.name });
  });
});

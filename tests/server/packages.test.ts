// Package presets (docs/decisions/packages.md): the attacker's side first (another company never reads, edits,
// deletes, takes the id of, or pulls a company's presets), then CRUD for the orders' roles, the numbers'
// bounds, If-Match, and sync pages carrying creates, edits and deletes. A plain server test file, so it runs
// on SQLite and again on PostgreSQL (npm run test:server:postgres).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagePreset } from '../../src/contract';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
let outsider: string;
const admin = 'admin-token';
const operator = 'api.order.info-token';
const BOX = { name: 'Коробка S', length: 30, width: 20.5, height: 10, weight: 500 };

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
  await t.addAccount('no-orders@example.ru', undefined, ['someone']);
  outsider = await t.login('no-orders@example.ru');
});
afterAll(() => t.close());

type Preset = typeof BOX & { id: string; version: number; created: string; updated: string };
const create = async (body: unknown, token = admin, lang?: string) => t.call('POST', '/v1/app/packages', { token, body, lang });
const made = async (body: Partial<typeof BOX> & { id?: string } = {}, token = admin): Promise<Preset> => {
  const res = await create({ ...BOX, ...body }, token);
  expect(res.status).toBe(200);
  return res.body as Preset;
};
const listed = async (token = admin): Promise<Preset[]> => (await t.call('GET', '/v1/app/packages?limit=1000', { token })).body.items;

type Page = { items: Preset[]; deleted: string[]; cursor: string; hasMore: boolean };
async function pullFrom(cursor: string | undefined, token = admin): Promise<Page> {
  const items: Preset[] = [];
  const deleted: string[] = [];
  for (let c = cursor; ;) {
    const query = new URLSearchParams({ limit: '2', ...(c === undefined ? {} : { cursor: c }) });
    const res = await t.call('GET', `/v1/app/sync/packages?${query}`, { token });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    deleted.push(...res.body.deleted);
    c = res.body.cursor;
    if (!res.body.hasMore) return { items, deleted, cursor: c!, hasMore: false };
  }
}

describe('package presets: another company', () => {
  it('never reads, edits or deletes a company\'s preset, and learns nothing from trying', async () => {
    const mine = await made({ name: 'Моя коробка' });
    for (const id of [mine.id, randomUUID()]) {
      const read = await t.call('GET', `/v1/app/packages/${id}`, { token: other });
      const edit = await t.call('PUT', `/v1/app/packages/${id}`, { token: other, body: { ...BOX, name: 'Взлом' }, headers: { 'If-Match': `"${mine.version}"` } });
      const remove = await t.call('DELETE', `/v1/app/packages/${id}`, { token: other });
      for (const res of [read, edit, remove]) {
        expect(res).toMatchObject({ status: 403, body: { code: '040301' } });
        expect(JSON.stringify(res.body)).not.toContain('Моя коробка');
      }
    }
    expect((await t.call('GET', `/v1/app/packages/${mine.id}`, { token: admin })).body).toEqual(mine);
  });

  it('cannot take a company\'s id with a create, and never lists or pulls its presets', async () => {
    const mine = await made({ name: 'Только наша' });
    const theirs = await create({ ...BOX, id: mine.id, name: 'Чужая' }, other);
    expect(theirs).toMatchObject({ status: 409, body: { code: '040901', errors: [{ field: 'id' }] } });
    expect(JSON.stringify(theirs.body)).not.toContain('Только наша');
    await made({ name: 'Их коробка' }, other);

    expect((await listed(other)).map((p) => p.name)).toEqual(['Их коробка']);
    expect((await listed(admin)).some((p) => p.name === 'Их коробка')).toBe(false);
    const pulled = await pullFrom(undefined, other);
    expect(pulled.items.map((p) => p.name)).toEqual(['Их коробка']);
    expect((await pullFrom(undefined, admin)).items.some((p) => p.name === 'Их коробка')).toBe(false);
  });

  it('answers no token 401 and a role without orders 403, on every call and the pull', async () => {
    const mine = await made();
    expect((await t.call('GET', '/v1/app/packages')).status).toBe(401);
    for (const [method, path, body] of [
      ['GET', '/v1/app/packages', undefined], ['POST', '/v1/app/packages', BOX], ['GET', `/v1/app/packages/${mine.id}`, undefined],
      ['PUT', `/v1/app/packages/${mine.id}`, BOX], ['DELETE', `/v1/app/packages/${mine.id}`, undefined], ['GET', '/v1/app/sync/packages', undefined],
    ] as const) {
      expect((await t.call(method, path, { token: outsider, body })).status, `${method} ${path}`).toBe(403);
    }
    expect((await t.call('GET', `/v1/app/packages/${mine.id}`, { token: admin })).body.version).toBe(mine.version);
  });
});

describe('package presets', () => {
  it('creates with a server id or the console\'s, reads and lists for admin and operator', async () => {
    const res = await create({ ...BOX, name: '  Коробка M ' });
    expect(res.status).toBe(200);
    expect(packagePreset.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ name: 'Коробка M', length: 30, width: 20.5, height: 10, weight: 500 });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.call('GET', `/v1/app/packages/${res.body.id}`, { token: operator })).body).toEqual(res.body);

    const id = randomUUID();
    const first = await made({ id, name: 'Офлайн' }, operator);
    expect(first.id).toBe(id);
    // A repeated create (the outbox sending again) answers the preset as it is.
    expect(await create({ ...BOX, id, name: 'Офлайн (повтор)' })).toMatchObject({ status: 200, body: first });
    expect((await listed(operator)).map((p) => p.id)).toEqual(expect.arrayContaining([res.body.id, id]));
    const found = await t.call('GET', `/v1/app/packages?filter=${encodeURIComponent('weight>499;name%Офлайн')}`, { token: admin });
    expect(found.body.items.map((p: Preset) => p.id)).toEqual([id]);
  });

  it('asks for the name in its own words, in both languages, and every number', async () => {
    const ru = await create({ name: ' ' });
    expect(ru.status).toBe(400);
    expect(ru.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['height', 'length', 'name', 'weight', 'width']);
    expect(ru.body.errors).toContainEqual({ field: 'name', message: 'Необходимо заполнить Название упаковки' });
    expect((await create({ ...BOX, name: null }, admin, 'en')).body.errors).toEqual([{ field: 'name', message: 'Please fill in the package name' }]);
  });

  it('takes numbers above 0 within what an order takes: decimal sides, whole grams', async () => {
    const refused = async (patch: Record<string, unknown>) => {
      const res = await create({ ...BOX, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      return res.body.errors.map((e: { field: string }) => e.field);
    };
    expect(await refused({ length: 0 })).toEqual(['length']);
    expect(await refused({ width: -1 })).toEqual(['width']);
    expect(await refused({ height: 10_000.5 })).toEqual(['height']);
    expect(await refused({ weight: 0 })).toEqual(['weight']);
    expect(await refused({ weight: 10.5 })).toEqual(['weight']);
    expect(await refused({ weight: 10_000_001 })).toEqual(['weight']);
    expect(await refused({ length: '30' })).toEqual(['length']);
    expect(await refused({ name: 'X' })).toEqual(['name']);
    expect((await made({ length: 10_000, width: 0.1, height: 0.5, weight: 10_000_000 }))).toMatchObject({ length: 10_000, width: 0.1, weight: 10_000_000 });
  });

  it('edits on the version it was read at; an older one answers 412 with the preset now', async () => {
    const box = await made({ name: 'Правка' });
    const edit = await t.call('PUT', `/v1/app/packages/${box.id}`, { token: operator, body: { ...BOX, name: 'Правка 2', weight: 750 }, headers: { 'If-Match': `"${box.version}"` } });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ id: box.id, name: 'Правка 2', weight: 750, created: box.created });
    expect(edit.body.version).toBeGreaterThan(box.version);

    const stale = await t.call('PUT', `/v1/app/packages/${box.id}`, { token: admin, body: { ...BOX, name: 'Правка 3' }, headers: { 'If-Match': `"${box.version}"` } });
    expect(stale).toMatchObject({ status: 412, body: { code: '040412', data: { id: box.id, name: 'Правка 2', version: edit.body.version } } });
    expect((await t.call('GET', `/v1/app/packages/${box.id}`, { token: admin })).body.name).toBe('Правка 2');
  });

  it('deletes with a tombstone; a repeat answers the same', async () => {
    const box = await made({ name: 'Удаляемая' });
    expect(await t.call('DELETE', `/v1/app/packages/${box.id}`, { token: admin })).toMatchObject({ status: 200, body: { id: box.id } });
    expect(await t.call('DELETE', `/v1/app/packages/${box.id}`, { token: operator })).toMatchObject({ status: 200, body: { id: box.id } });
    expect((await t.call('GET', `/v1/app/packages/${box.id}`, { token: admin })).status).toBe(403);
    expect((await listed()).some((p) => p.id === box.id)).toBe(false);
  });

  it('sync pages carry creates, edits and deletes after a cursor, in version order', async () => {
    const start = (await pullFrom(undefined)).cursor;
    const kept = await made({ name: 'Синк A' });
    const edited = await made({ name: 'Синк B' });
    const gone = await made({ name: 'Синк C' });
    const edit = await t.call('PUT', `/v1/app/packages/${edited.id}`, { token: admin, body: { ...BOX, name: 'Синк B2', height: 12.5 } });
    expect(edit.status).toBe(200);
    expect((await t.call('DELETE', `/v1/app/packages/${gone.id}`, { token: admin })).status).toBe(200);

    const page = await pullFrom(start);
    expect(page.items.map((p) => p.name)).toEqual(['Синк A', 'Синк B2']);
    expect(page.items.find((p) => p.id === edited.id)).toMatchObject({ height: 12.5, version: edit.body.version });
    for (const item of page.items) expect(packagePreset.parse(item)).toEqual(item);
    expect(page.deleted).toEqual([gone.id]);
    expect(page.items.map((p) => p.version)).toEqual([kept.version, edit.body.version]);

    // Nothing new: an empty page from where the pull stopped.
    const after = await pullFrom(page.cursor);
    expect(after).toMatchObject({ items: [], deleted: [] });
  });
});

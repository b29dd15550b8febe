// The product's point export job (docs/decisions/points.md): POST /v1/app/list/points with a filter and a null body
// answers a queued job; it goes processing -> done in a worker thread; the file it points to is an .xlsx
// with a header row in the caller's language and one row per filtered point, for the caller's company only.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointExport, type Point, type PointExport } from '../../src/contract';
import { runHousekeeping } from '../../server/src/sync/housekeeping';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';

// Seeding the demo world can outlast the 10 s hook default on a busy 2-core machine.
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
}, 60_000);
afterAll(() => t.close());

const ask = (filter: string, lang = 'ru', token = admin) =>
  t.call('POST', `/v1/app/list/points?filter=${encodeURIComponent(filter)}`, { token, rawBody: 'null', lang });

async function start(filter: string, lang = 'ru', token = admin): Promise<PointExport> {
  const res = await ask(filter, lang, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pointExport.parse(res.body);
}

async function finished(id: string, token = admin): Promise<PointExport> {
  const seen = new Set<string>();
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const job = pointExport.parse((await t.call('GET', `/v1/app/list/points/exports/${id}`, { token })).body);
    seen.add(job.status);
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`export ${id} did not finish; saw ${[...seen].join(', ')}`);
}

async function download(url: string, token = admin) {
  const res = await t.app.request(url, { headers: { Authorization: token } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const rowsOf = (bytes: Uint8Array) => {
  const book = XLSX.read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return { name: book.SheetNames[0], rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }) };
};

describe('the export job', () => {
  it('goes queued -> done; the file parses back with the header row and one row per filtered point', async () => {
    const filter = 'city=Москва;availableOperation=[2,3]';
    const listed = (await t.call('GET', `/v1/app/list/points?filter=${encodeURIComponent(filter)}&limit=1000`, { token: admin })).body as { total: number; items: Point[] };
    const job = await start(filter);
    expect(job).toMatchObject({ status: 'queued', url: '', filter, done: 0, total: listed.total });
    const done = await finished(job.id);
    expect(done).toMatchObject({ id: job.id, status: 'done', filter, done: listed.total, total: listed.total });
    expect(done.url).toBe(`/v1/app/list/points/exports/${job.id}/file`);

    const { res, bytes } = await download(done.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="points-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx"$/);
    const { name, rows } = rowsOf(bytes);
    expect(name).toBe('Пункты выдачи');
    expect(rows[0]).toEqual([
      'ID', 'Служба доставки', 'Код', 'Название', 'Тип', 'Город', 'Адрес', 'Индекс', 'Широта', 'Долгота',
      'Режим работы', 'Оплата картой', 'Оплата наличными', 'Наложенный платёж', 'Операции',
    ]);
    expect(rows).toHaveLength(listed.total + 1);
    // Same order as the list; the type by its name, flags as 0/1.
    const first = listed.items[0]!;
    expect(rows[1]).toEqual([
      first.id, first.providerKey, first.code, first.name, ['pvz', 'postamat', 'officeRupost', 'terminal'][first.type - 1],
      first.city, first.address, first.postIndex, first.lat, first.lng, first.timetable, Number(first.paymentCard),
      Number(first.paymentCash), Number(first.cod), first.availableOperation,
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(listed.items.map((p) => p.id)));
  });

  it('writes English headers for an English caller and every point for an empty filter', async () => {
    const done = await finished((await start('', 'en')).id);
    expect(done).toMatchObject({ status: 'done', filter: '' });
    const { name, rows } = rowsOf((await download(done.url)).bytes);
    expect(name).toBe('Pickup points');
    expect(rows[0]?.slice(0, 4)).toEqual(['ID', 'Delivery service', 'Code', 'Name']);
    expect(rows.length - 1).toBe(done.total);
    expect(done.total).toBe((await t.call('GET', '/v1/app/list/points?limit=1', { token: admin })).body.total);
  });

  it("is the caller's company's: another company gets 404 for the job and its file", async () => {
    const done = await finished((await start('providerKey=cdek')).id);
    const job = await t.call('GET', `/v1/app/list/points/exports/${done.id}`, { token: other });
    expect(job).toMatchObject({ status: 404, body: { code: '040404' } });
    expect((await download(done.url, other)).res.status).toBe(404);
    // A user of the same company may fetch it.
    expect((await download(done.url, 'api.order.info-token')).res.status).toBe(200);
  });

  it('refuses a bad filter at once (040010 / 040011) and a call without a token (040101)', async () => {
    for (const [filter, code] of [['city', '040010'], ['paymentCard=2', '040010'], ['color=red', '040011']] as const) {
      const res = await t.call('POST', `/v1/app/list/points?filter=${filter}`, { token: admin, rawBody: 'null' });
      expect(res.status, filter).toBe(400);
      expect(res.body.code, filter).toBe(code);
    }
    expect(await t.call('POST', '/v1/app/list/points', { rawBody: 'null' })).toMatchObject({ status: 401, body: { code: '040101' } });
    expect((await t.call('GET', '/v1/app/list/points/exports/nope', { token: admin })).status).toBe(404);
    expect((await download('/v1/app/list/points/exports/nope/file')).res.status).toBe(404);
  });
});

describe('limits', () => {
  it('runs one export per company at a time: a second start answers 409 Задача в процессе обработки', async () => {
    const first = await start('');
    const again = await ask('providerKey=cdek');
    expect(again).toMatchObject({ status: 409, body: { code: '040903', message: 'Задача в процессе обработки' } });
    expect(Object.keys(again.body).sort()).toEqual(['code', 'message']);
    expect((await ask('', 'en')).body).toMatchObject({ code: '040903', message: 'Task in progress' });
    // Another company is not held up by this one.
    const theirs = await start('providerKey=cdek', 'ru', other);
    expect((await finished(first.id)).status).toBe('done');
    expect((await finished(theirs.id, other)).status).toBe('done');
    // Once it is done, the next one starts.
    expect((await finished((await start('providerKey=cdek')).id)).status).toBe('done');
  });

  it('removes a finished export and its file a day after it finished; its GET then answers 404', async () => {
    const done = await finished((await start('providerKey=boxberry')).id);
    const chunks = () => t.database.get('SELECT count(*) AS n FROM point_export_chunks WHERE export_id = ?', done.id);
    expect(await chunks()).toEqual({ n: 1 });
    const HOUR = 60 * 60 * 1000;
    t.advance(23 * HOUR);
    await runHousekeeping(t, t.now(), 30);
    expect((await t.call('GET', `/v1/app/list/points/exports/${done.id}`, { token: admin })).status).toBe(200);
    expect((await download(done.url)).res.status).toBe(200);

    t.advance(2 * HOUR);
    await runHousekeeping(t, t.now(), 30);
    const gone = await t.call('GET', `/v1/app/list/points/exports/${done.id}`, { token: admin, lang: 'en' });
    expect(gone).toMatchObject({ status: 404, body: { code: '040404', message: 'Not found' } });
    const fileGone = await t.call('GET', done.url, { token: admin });
    expect(fileGone).toMatchObject({ status: 404, body: { code: '040404' } });
    expect(await chunks()).toEqual({ n: 0 });
  });
});

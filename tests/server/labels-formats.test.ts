// Labels in both formats (docs/decisions/orders.md, "Labels"): a6, one 100x150 mm page per order; a4x4, four
// labels on each A4 page; one PDF either way. Making them records labelPrinted on each order under a new
// version, so the sync carries it; another company's orders are never printed nor marked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createOrder, getOrder, orderBody } from './order-fixtures';
import { pdfPages } from '../support/pdf-pages';
import { OTHER, createTestApp, type TestApp } from './test-app';

const A6_THERMAL = { width: 283.46, height: 425.2 };
const A4 = { width: 595.28, height: 841.89 };

let t: TestApp;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  ids = [];
  for (let i = 0; i < 5; i++) ids.push((await createOrder(t, orderBody(t, { providerKey: i % 2 ? 'boxberry' : 'cdek' }))).id);
});
afterAll(() => t.close());

async function labels(orderIds: string[], format?: string, token = ADMIN_TOKEN) {
  return t.call('POST', '/v1/app/orders/labels', { token, body: { orderIds, ...(format ? { format } : {}) } });
}

async function pagesOf(orderIds: string[], format?: string) {
  const res = await labels(orderIds, format);
  expect(res.status).toBe(200);
  expect(res.body.total).toBe(1);
  const file = await t.app.request(res.body.items[0].url, { headers: { Authorization: ADMIN_TOKEN } });
  return pdfPages(Buffer.from(await file.arrayBuffer()));
}

const printedAt = async (id: string) =>
  ((await t.database.get('SELECT label_printed_at, version FROM orders WHERE id = ?', id)) as { label_printed_at: number | null; version: number });

describe("another company's orders", () => {
  it('are refused (404 040080), make no file and are not marked printed', async () => {
    const other = await t.login(OTHER);
    const before = await Promise.all(ids.map(printedAt));
    const files = await t.database.get('SELECT count(*) AS n FROM order_files');
    for (const format of ['a6', 'a4x4']) {
      const res = await labels(ids, format, other);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('040080');
    }
    // Theirs among its own ones: none of them is printed.
    const mine = await createOrder(t, orderBody(t), other);
    expect((await labels([mine.id, ids[0]!], 'a4x4', other)).status).toBe(404);
    expect(await t.database.get('SELECT count(*) AS n FROM order_files')).toEqual(files);
    expect(await Promise.all(ids.map(printedAt))).toEqual(before);
    expect((await printedAt(mine.id)).label_printed_at).toBeNull();
  });
});

describe('formats', () => {
  it.each([
    ['a6 (the default)', undefined, [1, 4, 5], A6_THERMAL],
    ['a6', 'a6', [1, 4, 5], A6_THERMAL],
    ['a4x4', 'a4x4', [1, 1, 2], A4],
  ] as const)('%s: 1, 4 and 5 orders make the expected pages of the expected size', async (_name, format, counts, size) => {
    for (const [i, n] of [1, 4, 5].entries()) {
      const pages = await pagesOf(ids.slice(0, n), format);
      expect(pages).toHaveLength(counts[i]!);
      for (const page of pages) {
        expect(page.width).toBeCloseTo(size.width, 1);
        expect(page.height).toBeCloseTo(size.height, 1);
      }
    }
  });

  it('an unknown format answers 400 in the error envelope and makes nothing', async () => {
    const files = await t.database.get('SELECT count(*) AS n FROM order_files');
    for (const format of ['a5', 'A6', '', 4]) {
      const res = await t.call('POST', '/v1/app/orders/labels', { token: ADMIN_TOKEN, body: { orderIds: ids, format } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'format' })]));
    }
    expect(await t.database.get('SELECT count(*) AS n FROM order_files')).toEqual(files);
  });
});

describe('labelPrinted', () => {
  it('is null before, the call time after, under a new version the sync page carries', async () => {
    const o = await createOrder(t, orderBody(t));
    expect((await getOrder(t, o.id)).labelPrinted).toBeNull();
    t.advance(60_000);
    expect((await labels([o.id], 'a4x4')).status).toBe(200);
    const read = await getOrder(t, o.id);
    expect(read.labelPrinted).toBe(new Date(t.now()).toISOString());
    expect(read.version).toBeGreaterThan(o.version);
    const page = await t.call('GET', `/v1/app/sync/orders?cursor=${o.version}&limit=1000`, { token: ADMIN_TOKEN });
    expect(page.status).toBe(200);
    expect(page.body.items.find((x: { id: string }) => x.id === o.id)).toMatchObject({ version: read.version, labelPrinted: read.labelPrinted });
    const listed = await t.call('GET', `/v1/app/orders?limit=100&filter=created>${Date.parse(o.created) - 1}`, { token: ADMIN_TOKEN });
    expect(listed.body.items.find((x: { id: string }) => x.id === o.id)?.labelPrinted).toBe(read.labelPrinted);
  });

  it('moves to the last call, never back (an instance whose clock is behind)', async () => {
    const o = await createOrder(t, orderBody(t));
    t.advance(60_000);
    await labels([o.id]);
    const first = await getOrder(t, o.id);
    t.advance(-30_000);
    await labels([o.id]);
    expect(await getOrder(t, o.id)).toMatchObject({ labelPrinted: first.labelPrinted, version: first.version });
    t.advance(90_000);
    await labels([o.id, o.id]);
    const later = await getOrder(t, o.id);
    expect(later.labelPrinted).toBe(new Date(t.now()).toISOString());
    expect(later.version).toBeGreaterThan(first.version);
  });

  it('labels made at once for the same orders all answer and leave each order marked with that time', async () => {
    t.advance(60_000);
    const answers = await Promise.all([labels(ids), labels(ids, 'a4x4'), labels(ids.slice(0, 2))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const id of ids) expect((await getOrder(t, id)).labelPrinted).toBe(new Date(t.now()).toISOString());
  });
});

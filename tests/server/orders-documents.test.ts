// Labels and waybills: real PDFs (one 100x150 mm page per order; one handover act per delivery service), kept
// 7 days, readable only by the company that made them, naming the ids that are not the caller's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, OPERATOR_TOKEN, createOrder, orderBody, tick } from './order-fixtures';
import { pdfPages } from '../support/pdf-pages';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
  const made = [
    await createOrder(t, orderBody(t, { providerKey: 'cdek' })),
    await createOrder(t, orderBody(t, { providerKey: 'boxberry', deliveryType: 2 })),
    await createOrder(t, orderBody(t, { providerKey: 'cdek', recipient: { contactName: 'Константинопольская-Длинноимённая Анастасия-Виктория Александровна Оглы'.repeat(2) } })),
  ];
  await tick(t);
  ids = made.map((o) => o.id);
});
afterAll(() => t.close());

async function download(url: string, token = ADMIN_TOKEN) {
  const res = await t.app.request(url, { headers: { Authorization: token } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
const pages = (pdf: Buffer) => pdfPages(pdf).length;

describe('labels', () => {
  it('one PDF with one 100x150 mm page per order, downloadable as an attachment', async () => {
    const res = await t.call('POST', '/v1/app/orders/labels', { token: ADMIN_TOKEN, body: { orderIds: ids } });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    const [file] = res.body.items;
    expect(file).toMatchObject({ providerKey: null, fileName: expect.stringMatching(/^labels-\d{8}-\d{4}\.pdf$/), url: `/v1/app/orders/files/${file.fileId}` });
    const got = await download(file.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('Content-Type')).toBe('application/pdf');
    expect(got.headers.get('Content-Disposition')).toBe(`attachment; filename="${file.fileName}"`);
    expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.bytes.length).toBe(file.size);
    expect(pages(got.bytes)).toBe(3);
    expect(got.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
  });

  it('the operator may make them too', async () => {
    const res = await t.call('POST', '/v1/app/orders/labels', { token: OPERATOR_TOKEN, body: { orderIds: [ids[0], ids[1]] } });
    expect(pages((await download(res.body.items[0].url, OPERATOR_TOKEN)).bytes)).toBe(2);
  });
});

describe('waybills', () => {
  it('one handover act per delivery service among the orders', async () => {
    const res = await t.call('POST', '/v1/app/orders/waybills', { token: ADMIN_TOKEN, body: { orderIds: ids }, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((f: { providerKey: string }) => f.providerKey).sort()).toEqual(['boxberry', 'cdek']);
    for (const file of res.body.items) {
      expect(file.fileName).toMatch(new RegExp(`^waybill-${file.providerKey}-\\d{8}-\\d{4}\\.pdf$`));
      const got = await download(file.url);
      expect(got.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pages(got.bytes)).toBeGreaterThanOrEqual(1);
    }
  });

  it('a long act continues on further pages', async () => {
    const delivered = (await t.call('GET', '/v1/app/orders?limit=100&filter=status=delivered;providerKey=cdek', { token: ADMIN_TOKEN })).body.items;
    const res = await t.call('POST', '/v1/app/orders/waybills', { token: ADMIN_TOKEN, body: { orderIds: delivered.map((o: { id: string }) => o.id) } });
    expect(res.body.total).toBe(1);
    expect(pages((await download(res.body.items[0].url)).bytes)).toBeGreaterThanOrEqual(3);
  });
});

describe('drawn off the main thread', () => {
  it('other requests are answered while 100 labels render', async () => {
    const hundred = (await t.database.all<{ id: string }>(
      "SELECT id FROM orders WHERE company_id = (SELECT company_id FROM users WHERE email = 'admin@demo.local') LIMIT 100",
    )).map((row) => row.id);
    expect(hundred).toHaveLength(100);
    let labelsDone = false;
    const started = performance.now();
    const labels = t.call('POST', '/v1/app/orders/labels', { token: ADMIN_TOKEN, body: { orderIds: hundred } })
      .finally(() => void (labelsDone = true));
    // One after another while the labels are made. Drawn on the main thread, the file held every one of
    // them up from the moment drawing began (after the first tenth or so of the call) until it was done.
    const answeredAt: number[] = [];
    while (!labelsDone) {
      expect((await t.call('GET', '/v1/app/user/info', { token: ADMIN_TOKEN })).status).toBe(200);
      if (!labelsDone) answeredAt.push(performance.now());
      // An in-process call may settle without ever giving the event loop a turn; a network client would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await labels).status).toBe(200);
    const halfway = started + (performance.now() - started) / 2;
    expect(answeredAt.filter((at) => at > halfway).length).toBeGreaterThan(0);
  });
});

describe('access', () => {
  it("names the ids that are not the caller's (404 040080) and makes nothing", async () => {
    const before = (await t.database.get('SELECT count(*) AS n FROM order_files'));
    const res = await t.call('POST', '/v1/app/orders/labels', { token: other, body: { orderIds: ids } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: '040080', errors: [{ field: 'orderIds.0' }, { field: 'orderIds.1' }, { field: 'orderIds.2' }] });
    const mixed = await t.call('POST', '/v1/app/orders/waybills', { token: ADMIN_TOKEN, body: { orderIds: [ids[0], 'nope'] } });
    expect(mixed.body.errors).toEqual([{ field: 'orderIds.1', message: 'Заказ не найден' }]);
    expect((await t.database.get('SELECT count(*) AS n FROM order_files'))).toEqual(before);
  });

  it("a file is not readable by another company, nor after 7 days", async () => {
    const res = await t.call('POST', '/v1/app/orders/labels', { token: ADMIN_TOKEN, body: { orderIds: [ids[0]] } });
    const { url } = res.body.items[0];
    expect((await download(url, other)).status).toBe(404);
    expect((await download(url, 'not-a-token')).status).toBe(401);
    expect((await download(url)).status).toBe(200);
    t.advance(7 * 24 * 60 * 60 * 1000 + 1);
    expect((await download(url)).status).toBe(404);
  });

  it('takes 1 to 100 ids', async () => {
    for (const orderIds of [[], Array.from({ length: 101 }, () => ids[0])]) {
      const res = await t.call('POST', '/v1/app/orders/labels', { token: ADMIN_TOKEN, body: { orderIds } });
      expect(res.status).toBe(400);
    }
  });
});

// Order actions and the delivery simulation: cancel (twice, too late), delete (tombstone, sync),
// upload refusals and resend, the demo tick and the statuses refresh moving orders with new versions,
// and the log tying each entry to the request that caused it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createOrder, getOrder, orderBody, tick } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const history = async (id: string, lang?: string) =>
  (await t.call('GET', `/v1/app/orders/${id}/status-history?limit=1000`, { token: ADMIN_TOKEN, lang })).body;
const log = async (id: string) => (await t.call('GET', `/v1/app/orders/${id}/log`, { token: ADMIN_TOKEN })).body;
const post = (path: string, lang?: string) => t.call('POST', path, { token: ADMIN_TOKEN, lang });
const TERMINAL = ['delivered', 'returned', 'lost'];

describe('cancel', () => {
  it('cancels once; the second time answers 409 040081', async () => {
    const o = await createOrder(t, orderBody(t));
    const res = await post(`/v1/app/orders/${o.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.status).toMatchObject({ key: 'deliveryCanceled', name: 'Отменён', providerCode: null });
    expect(res.body.version).toBeGreaterThan(o.version);
    const again = await post(`/v1/app/orders/${o.id}/cancel`, 'en');
    expect(again).toMatchObject({ status: 409, body: { code: '040081', message: 'The order is already cancelled' } });
    expect((await history(o.id)).items.map((h: { key: string }) => h.key)).toEqual(['uploading', 'deliveryCanceled']);
    // Not handed over yet: only the aggregator is involved, and the simulation leaves it alone.
    const entries = (await log(o.id)).items;
    expect(entries.map((e: { type: string }) => e.type)).toEqual(['creationInAggregator', 'cancellationInAggregator']);
    expect(entries[1].tracingId).toBe(res.headers.get('X-Tracing-Id'));
    await tick(t);
    expect((await getOrder(t, o.id)).status.key).toBe('deliveryCanceled');
  });

  it('cancels at the delivery service too once it has the order', async () => {
    const o = await createOrder(t, orderBody(t));
    await tick(t);
    const res = await post(`/v1/app/orders/${o.id}/cancel`);
    expect(res.body.status).toMatchObject({ key: 'deliveryCanceled', providerCode: 'CANCELLED' });
    const types = (await log(o.id)).items.map((e: { type: string }) => e.type);
    expect(types).toEqual(['creationInAggregator', 'creationInProvider', 'cancellationInAggregator', 'cancellationInProvider']);
  });

  it('refuses what the service can no longer stop: a delivered order answers 040306 with its status', async () => {
    const delivered = (await t.call('GET', '/v1/app/orders?limit=1&filter=status=delivered', { token: ADMIN_TOKEN })).body.items[0];
    const res = await post(`/v1/app/orders/${delivered.id}/cancel`);
    expect(res).toMatchObject({ status: 409, body: { code: '040306', message: 'Служба доставки не может отменить заказ в статусе «Доставлен»' } });
    const en = await post(`/v1/app/orders/${delivered.id}/cancel`, 'en');
    expect(en.body.message).toBe('The delivery service cannot cancel an order with status "Delivered"');
    expect((await getOrder(t, delivered.id)).version).toBe(delivered.version);
  });
});

describe('delete', () => {
  it('removes the order from the aggregator, leaves a tombstone for sync, and a repeat is harmless', async () => {
    const o = await createOrder(t, orderBody(t));
    const res = await t.call('DELETE', `/v1/app/orders/${o.id}`, { token: ADMIN_TOKEN });
    expect(res).toMatchObject({ status: 200, body: { id: o.id } });
    expect((await t.call('GET', `/v1/app/orders/${o.id}`, { token: ADMIN_TOKEN })).body.code).toBe('040080');
    const tomb = (await t.database.get("SELECT version FROM tombstones WHERE collection = 'orders' AND id = ?", o.id)) as { version: number };
    expect(tomb.version).toBeGreaterThan(o.version);
    expect((await t.database.get('SELECT count(*) AS n FROM order_status_history WHERE order_id = ?', o.id))).toEqual({ n: 0 });
    const kept = (await t.database.get("SELECT tracing_id FROM order_logs WHERE order_id = ? AND type = 'deletionInAggregator'", o.id));
    expect(kept).toEqual({ tracing_id: res.headers.get('X-Tracing-Id') });
    expect((await t.call('DELETE', `/v1/app/orders/${o.id}`, { token: ADMIN_TOKEN })).status).toBe(200);

    const sync = await t.call('GET', `/v1/app/sync/orders?cursor=${o.version}&limit=1000`, { token: ADMIN_TOKEN });
    expect(sync.status).toBe(200);
    expect(sync.body.deleted).toContain(o.id);
    expect(sync.body.items.some((x: { id: string }) => x.id === o.id)).toBe(false);
  });

  it('a deleted id stays taken: a create with it answers 409 and the order stays deleted on synced clients', async () => {
    const o = await createOrder(t, orderBody(t, { id: crypto.randomUUID() }));
    await t.call('DELETE', `/v1/app/orders/${o.id}`, { token: ADMIN_TOKEN });
    const again = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: orderBody(t, { id: o.id }) });
    expect(again.status).toBe(409);
    const sync = await t.call('GET', `/v1/app/sync/orders?cursor=${o.version}&limit=1000`, { token: ADMIN_TOKEN });
    expect(sync.body.deleted).toContain(o.id);
    expect(sync.body.items.find((x: { id: string }) => x.id === o.id)).toBeUndefined();
  });
});

describe('upload refusals and resend', () => {
  it('postcode 000000 is refused (040088, reason in both languages); fixed and resent, it is accepted', async () => {
    const body = orderBody(t, { recipient: { postIndex: '000000' } });
    const o = await createOrder(t, body);
    await tick(t);
    const refused = await getOrder(t, o.id);
    expect(refused.status).toMatchObject({
      key: 'uploadingError', errorCode: '040088', providerCode: 'INVALID', providerDescription: 'Индекс получателя не существует',
      reasonKey: 'uploadInvalidPostIndex',
    });
    expect((await getOrder(t, o.id, ADMIN_TOKEN, 'en')).status.providerDescription).toBe("The recipient's postcode does not exist");
    const entries = (await log(o.id)).items;
    expect(entries.at(-1)).toMatchObject({ type: 'creationInProvider', status: 'error', providerNumber: null });

    // Resent as it is, it is refused again on the next tick.
    expect((await post(`/v1/app/orders/${o.id}/resend`)).body.status.key).toBe('uploading');
    await tick(t);
    expect((await getOrder(t, o.id)).status.key).toBe('uploadingError');

    const fixed = { ...body, recipient: { ...body.recipient, postIndex: '420111' } };
    expect((await t.call('PUT', `/v1/app/orders/${o.id}`, { token: ADMIN_TOKEN, body: fixed })).status).toBe(200);
    const resent = await post(`/v1/app/orders/${o.id}/resend`);
    expect(resent.body.status).toMatchObject({ key: 'uploading', errorCode: null, providerDescription: null });
    await tick(t);
    const accepted = await getOrder(t, o.id);
    expect(accepted.status.key).toBe('uploaded');
    expect(accepted.orderInfo).toMatchObject({ providerNumber: expect.stringMatching(/^1\d{9}$/), trackingUrl: expect.stringContaining('cdek.ru') });
    const types = (await log(o.id)).items.map((e: { type: string; status: string }) => `${e.type}:${e.status}`);
    expect(types).toEqual([
      'creationInAggregator:success', 'creationInProvider:error', 'resendInAggregator:success', 'creationInProvider:error',
      'updateInAggregator:success', 'resendInAggregator:success', 'creationInProvider:success',
    ]);
  });

  it('a phone that is not Russian, Kazakh or Belarusian is refused with its reason', async () => {
    const o = await createOrder(t, orderBody(t, { recipient: { phone: '+1 212 555 0100' } }));
    await tick(t);
    expect((await getOrder(t, o.id, ADMIN_TOKEN, 'en')).status.providerDescription).toBe(
      "The recipient's phone must be a Russian, Kazakh or Belarusian number",
    );
    const kz = await createOrder(t, orderBody(t, { recipient: { phone: '+7 701 123 4567' } }));
    const by = await createOrder(t, orderBody(t, { recipient: { phone: '+375 29 123-45-67' } }));
    await tick(t);
    expect((await getOrder(t, kz.id)).status.key).toBe('uploaded');
    expect((await getOrder(t, by.id)).status.key).toBe('uploaded');
  });

  it('resend works only from uploadingError (040082)', async () => {
    const o = await createOrder(t, orderBody(t));
    const res = await post(`/v1/app/orders/${o.id}/resend`);
    expect(res).toMatchObject({ status: 409, body: { code: '040082' } });
  });
});

describe('the simulation', () => {
  it('each tick moves an order one step along its route, with a new version and a history entry', async () => {
    const o = await createOrder(t, orderBody(t, { deliveryType: 2 }));
    const seen = [o];
    for (let i = 0; i < 12 && !TERMINAL.includes(seen.at(-1)!.status.key); i++) {
      await tick(t);
      seen.push(await getOrder(t, o.id));
    }
    const keys = seen.map((x) => x.status.key);
    expect(keys.slice(0, 4)).toEqual(['uploading', 'uploaded', 'onPointIn', 'onWay']);
    expect(TERMINAL).toContain(keys.at(-1));
    const versions = seen.map((x) => x.version);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
    expect((await history(o.id)).items.map((h: { key: string }) => h.key)).toEqual(keys);
    const en = (await history(o.id, 'en')).items[1];
    expect(en).toMatchObject({ key: 'uploaded', name: 'Uploaded', providerCode: 'ACCEPTED', providerName: 'Accepted', orderId: o.id });
    // Arrived: nothing moves any more.
    await tick(t);
    expect((await getOrder(t, o.id)).version).toBe(seen.at(-1)!.version);
  });

  it('refresh applies what has come due: the upload a few seconds after the create, later the rest of the route', async () => {
    const a = await createOrder(t, orderBody(t));
    const b = await createOrder(t, orderBody(t, { deliveryType: 2 }));
    // Not yet with the service: an edit right behind the create still finds the order editable.
    const early = await t.call('POST', '/v1/app/orders/statuses', { token: ADMIN_TOKEN, body: { orderIds: [a.id, b.id] } });
    expect(early.body.items.map((x: { status: { key: string } }) => x.status.key)).toEqual(['uploading', 'uploading']);
    t.advance(5_000);
    const first = await t.call('POST', '/v1/app/orders/statuses', { token: ADMIN_TOKEN, body: { orderIds: [a.id, b.id, 'no-such-order'] } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.items.map((x: { status: { key: string } }) => x.status.key)).toEqual(['uploaded', 'uploaded']);
    // Nothing more is due yet.
    const same = await t.call('POST', '/v1/app/orders/statuses', { token: ADMIN_TOKEN, body: { orderIds: [a.id] } });
    expect(same.body.items[0].version).toBe(first.body.items[0].version);
    t.advance(60 * 60 * 1000);
    const later = await t.call('POST', '/v1/app/orders/statuses', { token: ADMIN_TOKEN, body: { orderIds: [a.id, b.id] } });
    for (const x of later.body.items) expect(TERMINAL).toContain(x.status.key);
    // Caught up step by step, each at the time it was due.
    const steps = (await history(a.id)).items as Array<{ created: string }>;
    expect(steps.length).toBeGreaterThanOrEqual(6);
    const times = steps.map((s) => Date.parse(s.created));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(times.at(-1)).toBeLessThanOrEqual(t.now());
  });

  it('refresh takes at most 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `id-${i}`);
    const res = await t.call('POST', '/v1/app/orders/statuses', { token: ADMIN_TOKEN, body: { orderIds: ids } });
    expect(res).toMatchObject({ status: 400, body: { code: '040001', errors: [{ field: 'orderIds' }] } });
  });

  it('the upload log carries the X-Tracing-Id of the create request', async () => {
    const res = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: orderBody(t) });
    await tick(t);
    const entries = (await log(res.body.id)).items;
    const tracing = res.headers.get('X-Tracing-Id');
    expect(entries.map((e: { tracingId: string }) => e.tracingId)).toEqual([tracing, tracing]);
    expect(entries[1]).toMatchObject({ type: 'creationInProvider', status: 'success', url: 'sim://cdek/api/v2/orders' });
    expect(JSON.parse(entries[0].request).order.clientNumber).toBe(res.body.order.clientNumber);
  });

  it('the demo tick exists only in demo mode', async () => {
    const prod = await createTestApp({ demo: false });
    try {
      await prod.addAccount('owner@example.com');
      const token = await prod.login('owner@example.com');
      expect((await prod.call('POST', '/v1/demo/sim/tick', { token })).status).toBe(404);
    } finally {
      prod.close();
    }
  });
});

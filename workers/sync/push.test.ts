import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb, syncedTable } from '../../src/db/schema';
import { laneOf, type OutboxEntry, type OutboxRequest } from '../../src/db/outbox-entry';
import type { Answer } from './classify-answer';
import { drainOutbox, type ItemReader, type Sender } from './push';

let db: ParcelDb;
let n = 0;
const openDb = () => (db = new ParcelDb(`push-test-${++n}`));
afterEach(() => db?.delete());

const USER = 7;
let nextKey = 0;
function entry(entityId: string, kind: string, request: OutboxRequest, o: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: `key-${++nextKey}`, userId: USER, lane: laneOf('orders', entityId), collection: 'orders', entityId, kind,
    payload: { op: 'remove' }, request, baseVersion: kind === 'order.create' ? 0 : 1, attempts: 0, nextAttemptAt: 0,
    state: 'queued', error: null, createdAt: 0, ...o,
  };
}
const ok = (body: unknown): Answer => ({ kind: 'http', status: 200, contentType: 'application/json', body, retryAfter: null });
const refused = (status: number, body: unknown): Answer => ({ kind: 'http', status, contentType: 'application/json', body, retryAfter: null });

/** Answers by path; records what was sent, in order, with its key. */
function scriptedSender(answers: Record<string, Array<Answer>>): Sender & { log: string[] } {
  const log: string[] = [];
  const send = async (request: OutboxRequest, key: string) => {
    log.push(`${request.method} ${request.path} ${key}`);
    const queue = answers[`${request.method} ${request.path}`];
    return queue && queue.length > 1 ? queue.shift()! : queue?.[0] ?? ok({});
  };
  return Object.assign(send, { log });
}

describe('drainOutbox', () => {
  it('sends a lane first in, first out, and stores what the server answered', async () => {
    openDb();
    await db.outbox.bulkAdd([
      entry('a', 'order.create', { method: 'POST', path: '/v1/app/orders', body: { id: 'a' } }),
      entry('a', 'order.cancel', { method: 'POST', path: '/v1/app/orders/a/cancel' }),
    ]);
    const send = scriptedSender({
      'POST /v1/app/orders': [ok({ id: 'a', version: 5, status: 'uploading' })],
      'POST /v1/app/orders/a/cancel': [ok({ id: 'a', version: 6, status: 'deliveryCanceled' })],
    });
    const result = await drainOutbox({ db, send, userId: USER });
    expect(send.log.map((l) => l.split(' ')[1])).toEqual(['/v1/app/orders', '/v1/app/orders/a/cancel']);
    expect(result).toMatchObject({ sent: 2, accepted: 2, rejected: 0, touched: ['orders'] });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.get('a')).toMatchObject({ version: 6, status: 'deliveryCanceled' });
  });

  it('holds an edit to the version it was made on; edits queued behind an accepted one move to its new version', async () => {
    openDb();
    await syncedTable(db, 'orders').put({ id: 'a', version: 4 });
    await db.outbox.bulkAdd([
      entry('a', 'order.update', { method: 'PUT', path: '/v1/app/orders/a', body: { n: 1 }, ifMatch: 4 }, { baseVersion: 4 }),
      entry('a', 'order.update', { method: 'PUT', path: '/v1/app/orders/a', body: { n: 2 }, ifMatch: 4 }, { baseVersion: 4 }),
    ]);
    const sent: Array<number | undefined> = [];
    const send: Sender = async (request) => {
      sent.push(request.ifMatch);
      return ok({ id: 'a', version: 5 + sent.length });
    };
    await drainOutbox({ db, send, userId: USER });
    expect(sent).toEqual([4, 6]);
    expect(await db.orders.get('a')).toMatchObject({ version: 7 });
  });

  it('a 412 rejects the edit and keeps the record the server has now, for the user to compare', async () => {
    openDb();
    await db.outbox.add(entry('a', 'order.update', { method: 'PUT', path: '/v1/app/orders/a', body: { n: 1 }, ifMatch: 4 }, { baseVersion: 4 }));
    const now = { id: 'a', version: 9, recipient: { contactName: 'Другой' } };
    const send = scriptedSender({ 'PUT /v1/app/orders/a': [refused(412, { code: '040412', message: 'changed', data: now })] });
    const result = await drainOutbox({ db, send, userId: USER });
    expect(result.rejected).toBe(1);
    const [left] = await db.outbox.toArray();
    expect(left).toMatchObject({ state: 'rejected', error: { status: 412, code: '040412', current: now } });
  });

  it('stores the search words of an accepted order with it, and drops them with a deleted one', async () => {
    openDb();
    await db.outbox.bulkAdd([
      entry('a', 'order.create', { method: 'POST', path: '/v1/app/orders', body: { id: 'a' } }),
      entry('b', 'order.delete', { method: 'DELETE', path: '/v1/app/orders/b' }),
    ]);
    await syncedTable(db, 'orders').put({ id: 'b', version: 1 });
    await db.orderWords.put({ id: 'b', words: ' pc-2' });
    const send = scriptedSender({ 'POST /v1/app/orders': [ok({ id: 'a', version: 1, number: 'PC-1', recipient: { contactName: 'Иванова' } })] });
    await drainOutbox({ db, send, userId: USER });
    expect(await db.orderWords.toArray()).toEqual([{ id: 'a', words: ' pc-1 иванова' }]);
  });

  it('retries with the same Idempotency-Key after a lost answer, spending an attempt', async () => {
    openDb();
    await db.outbox.add(entry('a', 'order.create', { method: 'POST', path: '/v1/app/orders' }));
    let clock = 1000;
    const send = scriptedSender({ 'POST /v1/app/orders': [{ kind: 'network', message: 'Failed to fetch' }, ok({ id: 'a', version: 1 })] });
    const first = await drainOutbox({ db, send, userId: USER, now: () => clock, random: () => 0 });
    expect(first).toMatchObject({ sent: 1, accepted: 0 });
    const waiting = (await db.outbox.toArray())[0]!;
    expect(waiting).toMatchObject({ attempts: 1, state: 'queued' });
    expect(first.wakeAt).toBe(waiting.nextAttemptAt);
    clock = waiting.nextAttemptAt;
    await drainOutbox({ db, send, userId: USER, now: () => clock });
    const keys = send.log.map((l) => l.split(' ')[2]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses everything on 040101 without spending attempts', async () => {
    openDb();
    await db.outbox.bulkAdd([
      entry('a', 'order.cancel', { method: 'POST', path: '/v1/app/orders/a/cancel' }),
      entry('b', 'order.cancel', { method: 'POST', path: '/v1/app/orders/b/cancel' }),
    ]);
    const send = scriptedSender({ 'POST /v1/app/orders/a/cancel': [refused(401, { code: '040101' })], 'POST /v1/app/orders/b/cancel': [refused(401, { code: '040101' })] });
    const result = await drainOutbox({ db, send, userId: USER });
    expect(result.pausedForLogin).toBe(true);
    expect((await db.outbox.toArray()).map((e) => [e.state, e.attempts])).toEqual([['queued', 0], ['queued', 0]]);
  });

  it('rejects a refused create visibly, rejects what waits behind it, and lets other lanes finish', async () => {
    openDb();
    await db.outbox.bulkAdd([
      entry('bad', 'order.create', { method: 'POST', path: '/v1/app/orders', body: { id: 'bad' } }),
      entry('good', 'order.cancel', { method: 'POST', path: '/v1/app/orders/good/cancel' }),
      entry('bad', 'order.cancel', { method: 'POST', path: '/v1/app/orders/bad/cancel' }),
    ]);
    const send = scriptedSender({
      'POST /v1/app/orders': [refused(400, { code: '040001', message: 'Invalid request data', errors: [{ field: 'recipient.phone', message: 'Please enter value' }] })],
      'POST /v1/app/orders/good/cancel': [ok({ id: 'good', version: 9 })],
    });
    const result = await drainOutbox({ db, send, userId: USER });
    expect(result).toMatchObject({ accepted: 1, rejected: 1 });
    expect(send.log.some((l) => l.includes('/bad/cancel'))).toBe(false);
    const [create, cancel] = await db.outbox.where('lane').equals(laneOf('orders', 'bad')).sortBy('seq');
    expect(create).toMatchObject({ state: 'rejected', error: { status: 400, message: 'Invalid request data' } });
    expect(cancel).toMatchObject({ state: 'rejected', error: { blockedBy: create!.id } });
  });

  it('never sends another user\'s queued changes', async () => {
    openDb();
    await db.outbox.add(entry('a', 'order.cancel', { method: 'POST', path: '/v1/app/orders/a/cancel' }, { userId: 99 }));
    const send = scriptedSender({});
    expect((await drainOutbox({ db, send, userId: USER })).sent).toBe(0);
  });

  describe('a create answered by a replay (its first answer was lost)', () => {
    const create = () => entry('a', 'order.create', { method: 'POST', path: '/v1/app/orders', body: {} });
    const replay = (body: unknown): Answer => ({ kind: 'http', status: 200, contentType: 'application/json', body, retryAfter: null, replayed: true });
    const send = () => scriptedSender({ 'POST /v1/app/orders': [replay({ id: 'a', version: 3, status: 'new' })] });
    const reader = (answer: (path: string) => Answer | Promise<Answer>): ItemReader & { paths: string[] } => {
      const paths: string[] = [];
      return Object.assign(async (path: string) => (paths.push(path), answer(path)), { paths });
    };

    it('stores the server\'s row as it is now when the store lacks it', async () => {
      openDb();
      await db.outbox.add(create());
      const read = reader(() => ok({ id: 'a', version: 5, status: 'accepted' }));
      await drainOutbox({ db, send: send(), read, userId: USER });
      expect(read.paths).toEqual(['/v1/app/orders/a']);
      expect(await db.orders.get('a')).toMatchObject({ version: 5, status: 'accepted' });
      expect(await db.outbox.count()).toBe(0);
    });

    it('leaves out a row the server has deleted since', async () => {
      openDb();
      await db.outbox.add(create());
      await drainOutbox({ db, send: send(), read: reader(() => refused(404, { code: '040401' })), userId: USER });
      expect(await db.orders.get('a')).toBeUndefined();
      expect(await db.outbox.count()).toBe(0);
    });

    it('leaves the row to the pull when a pull committed while it was read', async () => {
      openDb();
      await db.syncState.put({ collection: 'orders', cursor: '10.0', total: 0, stored: 0, complete: true, syncedAt: 0, pass: 1 });
      await db.outbox.add(create());
      // The pull that lands meanwhile may have carried the deletion of this very row.
      const read = reader(async () => {
        await db.syncState.update('orders', { cursor: '12.0' });
        return ok({ id: 'a', version: 5, status: 'accepted' });
      });
      await drainOutbox({ db, send: send(), read, userId: USER });
      expect(await db.orders.get('a')).toBeUndefined();
    });

    it('asks nothing when the store has the row already', async () => {
      openDb();
      await syncedTable(db, 'orders').put({ id: 'a', version: 4, status: 'accepted' });
      await db.outbox.add(create());
      const read = reader(() => ok({ id: 'a', version: 5 }));
      await drainOutbox({ db, send: send(), read, userId: USER });
      expect(read.paths).toEqual([]);
      expect(await db.orders.get('a')).toMatchObject({ version: 4 });
    });
  });

  it('an order accepted while a pass from scratch runs belongs to that pass, so its sweep keeps it', async () => {
    openDb();
    await db.syncState.put({ collection: 'orders', cursor: '5.1', total: 3, stored: 1, complete: false, syncedAt: 0, pass: 2 });
    await db.outbox.add(entry('a', 'order.create', { method: 'POST', path: '/v1/app/orders', body: { id: 'a' } }));
    await drainOutbox({ db, send: scriptedSender({ 'POST /v1/app/orders': [ok({ id: 'a', version: 9 })] }), userId: USER });
    expect(await db.orders.get('a')).toMatchObject({ version: 9, _pass: 2 });
  });

  it('keeps a newer stored row when a late answer carries an older version', async () => {
    openDb();
    await syncedTable(db, 'orders').put({ id: 'a', version: 10, status: 'delivered' });
    await db.outbox.add(entry('a', 'order.cancel', { method: 'POST', path: '/v1/app/orders/a/cancel' }));
    await drainOutbox({ db, send: scriptedSender({ 'POST /v1/app/orders/a/cancel': [ok({ id: 'a', version: 8, status: 'x' })] }), userId: USER });
    expect(await db.orders.get('a')).toMatchObject({ version: 10, status: 'delivered' });
  });
});

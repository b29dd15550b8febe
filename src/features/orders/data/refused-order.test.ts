import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../contract';
import { db } from '../../../db/db';
import { laneOf, type OutboxEntry } from '../../../db/outbox-entry';
import { sessionStore } from '../../../session/session-store';
import { draftToBody } from '../lib/draft-to-body';
import { draftWith, setPath, type OrderDraft } from '../lib/order-draft';
import type { OrderRow } from './order-row';
import { orderFromRefused, refusedEditBase, refusedOrderDraft, retryRefusedCreate, retryRefusedEdit } from './refused-order';
import { refusedOrderBody } from './refused-order-body';

vi.mock('../../../sync/sync-control', () => ({ kickSync: vi.fn() }));
beforeAll(() => sessionStore.setUser({ id: 1, name: 'Оператор' } as UserInfo));
afterEach(() => db.outbox.clear());

const draft = (): OrderDraft => draftWith({
  'order.clientNumber': 'A-1', 'order.providerKey': 'cdek', 'order.tariffId': '136', 'sender.contactName': 'Склад',
  'sender.phone': '+7 916 000-00-00', 'recipient.contactName': 'Анна', 'recipient.phone': '89160000001', 'items.0.description': 'Книга',
});

const refused = (kind: 'order.create' | 'order.update', body: unknown, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'old-key', userId: 1, lane: laneOf('orders', 'o1'), collection: 'orders', entityId: 'o1', kind,
  payload: { op: 'upsert', fields: {} }, request: { method: kind === 'order.create' ? 'POST' : 'PUT', path: '/v1/app/orders', body },
  baseVersion: 0, attempts: 2, nextAttemptAt: 0, state: 'rejected',
  error: { status: 400, code: '040001', message: 'bad' }, createdAt: 0, ...extra,
});

async function stored(entry: OutboxEntry): Promise<OutboxEntry> {
  return { ...entry, seq: await db.outbox.add(entry) };
}

describe('a refused order change, fixed or copied', () => {
  it('opens the draft the user typed; a copy has no shop number', () => {
    const body = draftToBody(setPath(draft(), 'recipient.city', 'Казань'), 'o1');
    const entry = refused('order.create', body);
    expect(refusedOrderDraft(refusedOrderBody(entry)!, 'retry')).toMatchObject({ order: { clientNumber: 'A-1' }, recipient: { city: 'Казань' } });
    expect(refusedOrderDraft(refusedOrderBody(entry)!, 'copy')).toMatchObject({ order: { clientNumber: '' }, recipient: { city: 'Казань' } });
    expect(refusedOrderBody({ ...entry, kind: 'order.cancel' })).toBeNull();
    expect(refusedOrderBody({ ...entry, state: 'queued' })).toBeNull();
  });

  it('sends a fixed create again as the same order under a new key, shown as uploading meanwhile', async () => {
    const entry = await stored(refused('order.create', draftToBody(draft(), 'o1')));
    await retryRefusedCreate(entry, setPath(draft(), 'order.clientNumber', 'A-2'));
    const again = await db.outbox.get(entry.seq!);
    expect(again).toMatchObject({
      state: 'queued', error: null, attempts: 0, entityId: 'o1',
      request: { method: 'POST', path: '/v1/app/orders', body: { id: 'o1', order: { clientNumber: 'A-2' } } },
      payload: { op: 'upsert', fields: { id: 'o1', status: { key: 'uploading' } } },
    });
    expect(again!.id).not.toBe('old-key');
  });

  it('sends a fixed edit on the version it was made on, with the fields the user changed laid over that record', async () => {
    const onServer = { ...draftToBody(draft(), 'o1'), version: 4, number: 'N-7', status: { key: 'created' } } as unknown as OrderRow;
    const typed = { ...draftToBody(setPath(draft(), 'recipient.city', 'Тверь'), 'o1') };
    const entry = await stored(refused('order.update', typed, { baseVersion: 4, base: { ...onServer, _pending: undefined } }));
    const base = refusedEditBase(entry, { ...onServer, version: 6 } as OrderRow);
    expect(base.version).toBe(4);
    await retryRefusedEdit(entry, base, setPath(refusedOrderDraft(typed, 'retry'), 'recipient.phone', '89160000002'));
    const again = await db.outbox.get(entry.seq!);
    expect(again).toMatchObject({
      state: 'queued', baseVersion: 4,
      request: { method: 'PUT', path: '/v1/app/orders/o1', ifMatch: 4, body: { recipient: { city: 'Тверь', phone: '89160000002' } } },
    });
  });

  it('makes a new order from the draft and drops the refused change only then', async () => {
    const entry = await stored(refused('order.update', draftToBody(draft(), 'o1')));
    const id = await orderFromRefused(entry, setPath(refusedOrderDraft(refusedOrderBody(entry)!, 'copy'), 'order.clientNumber', 'A-9'));
    const left = await db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ kind: 'order.create', entityId: id, state: 'queued', request: { body: { id, order: { clientNumber: 'A-9' } } } });
    expect(id).not.toBe('o1');
  });
});

import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/db';
import { laneOf, type OutboxEntry } from '../../db/outbox-entry';
import type { Shop } from '../../contract';
import { sendOnTheirVersion, takeTheirs } from './resolve-conflict';

vi.mock('../sync-control', () => ({ kickSync: vi.fn() }));
afterEach(async () => {
  await db.outbox.clear();
  await db.shops.clear();
});

const theirs = { id: 's1', version: 9, name: 'Их', phone: '+7 911' };
const storedShop = (fields: Pick<Shop, 'version' | 'name'>): Shop => ({ id: 's1', companyName: '', email: '', phone: '', created: '', updated: '', ...fields });
const refusedEdit = (): OutboxEntry => ({
  id: 'old-key', userId: 1, lane: laneOf('shops', 's1'), collection: 'shops', entityId: 's1', kind: 'shop.update',
  payload: { op: 'upsert', fields: { name: 'Моё' } }, request: { method: 'PUT', path: '/v1/app/shops/s1', body: { name: 'Моё', phone: '+7 900' }, ifMatch: 4 },
  baseVersion: 4, base: { id: 's1', version: 4, name: 'Было', phone: '+7 900' }, attempts: 3, nextAttemptAt: 0, state: 'rejected',
  error: { status: 412, code: '040412', message: 'changed', current: theirs }, createdAt: 0,
});

describe('the ways out of a 412', () => {
  it('sends the chosen body again on the server\'s version, under a new key, with the server\'s record as its base', async () => {
    const seq = await db.outbox.add(refusedEdit());
    await sendOnTheirVersion({ ...refusedEdit(), seq }, { name: 'Моё', phone: '+7 911' });
    const again = await db.outbox.get(seq);
    expect(again).toMatchObject({
      state: 'queued', error: null, attempts: 0, baseVersion: 9, base: theirs,
      request: { method: 'PUT', path: '/v1/app/shops/s1', body: { name: 'Моё', phone: '+7 911' }, ifMatch: 9 },
      payload: { op: 'upsert', fields: { name: 'Моё', phone: '+7 911' } },
    });
    expect(again!.id).not.toBe('old-key');
  });

  it('takes the changes that waited behind the conflict along: queued again with it, dropped with it', async () => {
    const behind = (): OutboxEntry => ({ ...refusedEdit(), id: 'behind', error: { status: 412, message: 'blocked', blockedBy: 'old-key' } });
    const seq = await db.outbox.add(refusedEdit());
    const next = await db.outbox.add(behind());
    await sendOnTheirVersion({ ...refusedEdit(), seq }, { name: 'Моё' });
    expect(await db.outbox.get(next)).toMatchObject({ state: 'queued', error: null });
    await db.outbox.clear();

    const again = await db.outbox.add(refusedEdit());
    await db.outbox.add(behind());
    await takeTheirs({ ...refusedEdit(), seq: again });
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes the server\'s record into the store and drops the edit; a newer stored record stays', async () => {
    await db.shops.put(storedShop({ version: 4, name: 'Было' }));
    const seq = await db.outbox.add(refusedEdit());
    await takeTheirs({ ...refusedEdit(), seq });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shops.get('s1')).toMatchObject({ version: 9, name: 'Их' });

    await db.shops.put(storedShop({ version: 12, name: 'Новее' }));
    const again = await db.outbox.add(refusedEdit());
    await takeTheirs({ ...refusedEdit(), seq: again });
    expect(await db.shops.get('s1')).toMatchObject({ version: 12, name: 'Новее' });
  });
});

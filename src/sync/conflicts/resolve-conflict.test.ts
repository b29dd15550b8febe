import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/db';
import { laneOf, type OutboxEntry } from '../../db/outbox-entry';
import type { Shop } from '../../contract';
import { sendOnTheirVersion, takeTheirs } from './resolve-conflict';
import { shownBody } from './screen-additions';

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

describe('a conflict over a secret', () => {
  // RetailCRM settings edited with a new API key: the overlay holds its mask, the request the key itself.
  const server = { id: 'm1', version: 6, url: 'https://shop.example', apiKey: '••••9999', kind: 'retailcrm' };
  const refusedSettings = (): OutboxEntry => ({
    id: 'settings-key', userId: 1, lane: laneOf('modules', 'm1'), collection: 'modules', entityId: 'm1', kind: 'module.update',
    payload: { op: 'upsert', fields: { url: 'https://mine.example', apiKey: '••••1234', kind: 'retailcrm' } },
    request: { method: 'PUT', path: '/v1/app/modules/retailcrm/settings/m1', body: { url: 'https://mine.example', apiKey: 'sk-live-1234' }, ifMatch: 5 },
    baseVersion: 5, base: { id: 'm1', version: 5, url: 'https://old.example', apiKey: '••••0000' }, attempts: 1, nextAttemptAt: 0,
    state: 'rejected', error: { status: 412, code: '040412', message: 'changed', current: server }, createdAt: 0,
  });

  it('shows the user\'s side with the key masked', () => {
    expect(shownBody(refusedSettings())).toEqual({ url: 'https://mine.example', apiKey: '••••1234', kind: 'retailcrm' });
  });

  it('keeps the key out of the overlay when sent again, and shows the server\'s mask where the user took theirs', async () => {
    const seq = await db.outbox.add(refusedSettings());
    await sendOnTheirVersion({ ...refusedSettings(), seq }, { url: 'https://mine.example', apiKey: 'sk-live-1234' });
    const kept = await db.outbox.get(seq);
    expect(kept).toMatchObject({ request: { body: { apiKey: 'sk-live-1234' }, ifMatch: 6 }, payload: { op: 'upsert', fields: { apiKey: '••••1234', kind: 'retailcrm' } } });
    expect(JSON.stringify(kept!.payload)).not.toContain('sk-live');

    await db.outbox.clear();
    const again = await db.outbox.add(refusedSettings());
    await sendOnTheirVersion({ ...refusedSettings(), seq: again }, { url: 'https://mine.example', apiKey: '••••9999' });
    expect((await db.outbox.get(again))!.payload).toEqual({ op: 'upsert', fields: { url: 'https://mine.example', apiKey: '••••9999', kind: 'retailcrm' } });
  });
});

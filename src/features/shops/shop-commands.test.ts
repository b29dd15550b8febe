import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createItem, deleteItem, updateItem } from '../../components/resource/resource-commands';
import { enqueueChange } from '../../sync/enqueue-change';
import { shopResource } from './shop-resource';

vi.mock('../../sync/enqueue-change', () => ({ enqueueChange: vi.fn(async () => ({})), newEntityId: () => 'new-id' }));
const enqueued = () => vi.mocked(enqueueChange).mock.calls.at(-1)![0];
const form = { name: ' Shop ', companyName: '', email: 'A@B.ru', phone: '' };

describe('shop commands', () => {
  beforeEach(() => vi.mocked(enqueueChange).mockClear());

  it('creates with the client id in the body and as the entity', async () => {
    expect(await createItem(shopResource, form)).toBe('new-id');
    expect(enqueued()).toMatchObject({
      collection: 'shops', entityId: 'new-id', kind: 'shop.create', title: 'Shop', baseVersion: 0,
      overlay: { op: 'upsert', fields: { name: 'Shop', email: 'a@b.ru' } },
      request: { method: 'POST', path: '/v1/app/shops', body: { id: 'new-id', name: 'Shop', companyName: '', email: 'a@b.ru', phone: '' } },
    });
  });

  it('replaces every field of the shop the user saw', async () => {
    await updateItem(shopResource, { id: 's1', version: 7, _pending: [] } as never, form);
    expect(enqueued()).toMatchObject({ entityId: 's1', kind: 'shop.update', baseVersion: 7, request: { method: 'PUT', path: '/v1/app/shops/s1', ifMatch: 7 } });
    // What both sides of a conflict started from: the shop as shown, without the overlay's markers.
    expect(enqueued().base).toEqual({ id: 's1', version: 7 });
  });

  it('an edit of a shop still waiting for its create holds to no version', async () => {
    await updateItem(shopResource, { id: 's3' }, form);
    expect(enqueued().request).not.toHaveProperty('ifMatch');
  });

  it('deletes and hides the shop; one still waiting for its create has version 0', async () => {
    await deleteItem(shopResource, { id: 's2', name: 'Old' });
    expect(enqueued()).toMatchObject({
      entityId: 's2', kind: 'shop.delete', title: 'Old', baseVersion: 0, overlay: { op: 'remove' },
      request: { method: 'DELETE', path: '/v1/app/shops/s2' },
    });
  });
});

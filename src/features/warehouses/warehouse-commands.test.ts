import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createItem, deleteItem, updateItem } from '../../components/resource/resource-commands';
import { enqueueChange } from '../../sync/enqueue-change';
import { EMPTY_WAREHOUSE_FORM } from './lib/warehouse-form';
import { warehouseResource } from './warehouse-resource';

vi.mock('../../sync/enqueue-change', () => ({ enqueueChange: vi.fn(async () => ({})), newEntityId: () => 'new-id' }));
const enqueued = () => vi.mocked(enqueueChange).mock.calls.at(-1)![0];
const form = { ...EMPTY_WAREHOUSE_FORM, name: 'Main', city: 'Минск', countryCode: 'BY' as const, contactName: 'Ян', phone: '1', lat: '53,9' };

describe('warehouse commands', () => {
  beforeEach(() => vi.mocked(enqueueChange).mockClear());

  it('creates with the client id, the country and numeric coordinates', async () => {
    expect(await createItem(warehouseResource, form)).toBe('new-id');
    expect(enqueued()).toMatchObject({
      collection: 'warehouses', entityId: 'new-id', kind: 'warehouse.create', baseVersion: 0,
      request: { method: 'POST', path: '/v1/app/warehouses', body: { id: 'new-id', name: 'Main', countryCode: 'BY', lat: 53.9, lon: null } },
    });
  });

  it('updates and deletes by id with the version the user saw', async () => {
    await updateItem(warehouseResource, { id: 'w1', version: 3 }, form);
    expect(enqueued()).toMatchObject({ kind: 'warehouse.update', baseVersion: 3, request: { method: 'PUT', path: '/v1/app/warehouses/w1' } });
    await deleteItem(warehouseResource, { id: 'w1', name: 'Main', version: 4 });
    expect(enqueued()).toMatchObject({ kind: 'warehouse.delete', baseVersion: 4, overlay: { op: 'remove' }, request: { method: 'DELETE', path: '/v1/app/warehouses/w1' } });
  });
});

import { describe, expect, it } from 'vitest';
import { connectedFirst } from './connected-first';

describe('connected services first in the rule editor', () => {
  const connected = new Set(['cdek']);

  it('splits services by connection, keeping every one', () => {
    const groups = connectedFirst([{ value: 'iml', label: 'IML' }, { value: 'cdek', label: 'СДЭК' }], 'providerKey', connected);
    expect(groups).toEqual({ connected: [{ value: 'cdek', label: 'СДЭК' }], other: [{ value: 'iml', label: 'IML' }] });
  });

  it('splits tariffs by the service they name, and leaves other choices ungrouped', () => {
    const tariffs = [{ value: 1, label: 'A', providerKey: 'dpd' }, { value: 2, label: 'B', providerKey: 'cdek' }];
    expect(connectedFirst(tariffs, 'tariffId', connected)?.connected.map((c) => c.value)).toEqual([2]);
    expect(connectedFirst([{ value: 1, label: 'Курьер' }], 'deliveryType', connected)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Provider, Tariff } from '../../../contract/lists';
import { connectedProviders, offeredTariffs, orderConnection } from './order-choices';

const provider = (key: string): Provider => ({ key, name: key.toUpperCase(), description: '', enabled: true });
const tariff = (id: number, providerKey: string, code: string, pickupType: number, deliveryType: number): Tariff =>
  ({ id, providerKey, code, name: `${providerKey} ${code}`, description: '', weightMin: 0, weightMax: 30000, pickupType, deliveryType });
const connection = (id: string, providerKey: string, created: string, tariffs?: string[]) => {
  const connectParams: Record<string, string[]> = tariffs ? { tariffs } : {};
  return { id, providerKey, created, connectParams };
};

const TARIFFS = [tariff(1, 'cdek', '136', 2, 2), tariff(2, 'cdek', '137', 2, 1), tariff(3, 'cdek', '139', 1, 1), tariff(4, 'cdek', '233', 2, 1), tariff(5, 'dpd', 'pd', 2, 1)];

describe('what the order form offers', () => {
  it('offers only connected services, and keeps the one an edited order names', () => {
    const providers = ['cdek', 'dpd', 'iml', 'spsr'].map(provider);
    const connections = [connection('c1', 'cdek', '2026-01-01')];
    expect(connectedProviders(providers, connections, '').map((p) => p.key)).toEqual(['cdek']);
    expect(connectedProviders(providers, connections, 'iml').map((p) => p.key)).toEqual(['cdek', 'iml']);
  });

  it('offers the tariffs the connection enables that fit the types', () => {
    const connections = [connection('c1', 'cdek', '2026-01-01', ['136', '137'])];
    const choice = { providerKey: 'cdek', connectionId: '', pickupType: '2', deliveryType: '1' };
    expect(offeredTariffs(TARIFFS, connections, choice).map((x) => x.code)).toEqual(['137']);
    expect(offeredTariffs(TARIFFS, connections, { ...choice, pickupType: '1' })).toEqual([]);
  });

  it('takes every tariff of a connection that lists none, and the chosen connection over the first', () => {
    const connections = [connection('late', 'cdek', '2026-02-01'), connection('early', 'cdek', '2026-01-01', ['233'])];
    const choice = { providerKey: 'cdek', connectionId: '', pickupType: '2', deliveryType: '1' };
    expect(orderConnection(connections, 'cdek', '')?.id).toBe('early');
    expect(offeredTariffs(TARIFFS, connections, choice).map((x) => x.code)).toEqual(['233']);
    expect(offeredTariffs(TARIFFS, connections, { ...choice, connectionId: 'late' }).map((x) => x.code)).toEqual(['137', '233']);
  });
});

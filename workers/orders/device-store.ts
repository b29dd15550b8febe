// What the device knows that an imported row may name (docs/decisions/orders.md "Orders in bulk"): the
// delivery services and tariffs of the reference lists, the company's connections, shops and warehouses as
// stored. A row names each by id (or key) or by name, as the user's spreadsheet is likely to.
import type { Connection, PackagePreset, Provider, Shop, Tariff, Warehouse } from '../../src/contract';
import { enabledTariffCodes } from '../../src/contract/connections';
import type { ParcelDb } from '../../src/db/schema';

export type DeviceStore = {
  providers: readonly Provider[];
  tariffs: readonly Tariff[];
  connections: readonly Pick<Connection, 'id' | 'providerKey' | 'created' | 'connectParams'>[];
  shops: readonly Pick<Shop, 'id' | 'name'>[];
  warehouses: readonly Warehouse[];
  packages: readonly Pick<PackagePreset, 'id' | 'name' | 'length' | 'width' | 'height' | 'weight'>[];
};

export async function readDeviceStore(db: ParcelDb): Promise<DeviceStore> {
  const [providers, tariffs, connections, shops, warehouses, packages] = await Promise.all([
    db.lists.get('providers'), db.lists.get('tariffs'), db.connections.toArray(), db.shops.toArray(), db.warehouses.toArray(),
    db.packages.toArray(),
  ]);
  return {
    providers: (providers?.items ?? []) as Provider[],
    tariffs: (tariffs?.items ?? []) as Tariff[],
    connections, shops, warehouses, packages,
  };
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** A record named by its id or its name (case aside). */
export const byIdOrName = <T extends { id: string; name: string }>(rows: readonly T[], value: string): T | undefined =>
  rows.find((r) => r.id === value) ?? rows.find((r) => same(r.name, value));

export type ServiceMatch = { provider: Provider } | { problem: 'unknownService' | 'serviceNotConnected' };

export function resolveService(store: DeviceStore, value: string): ServiceMatch {
  const provider = store.providers.find((p) => same(p.key, value)) ?? store.providers.find((p) => same(p.name, value));
  if (!provider) return { problem: 'unknownService' };
  // The order form offers only services with a connection (docs/decisions/orders.md "Services and tariffs").
  if (!store.connections.some((c) => c.providerKey === provider.key)) return { problem: 'serviceNotConnected' };
  return { provider };
}

export type TariffMatch = { tariff: Tariff } | { problem: 'unknownTariff' | 'tariffNotEnabled' };

/** The service's tariff by id, code or name, held to the connection an order of that service is made with
 *  (the company's first to it, as pricing picks it). */
export function resolveTariff(store: DeviceStore, providerKey: string, value: string): TariffMatch {
  const own = store.tariffs.filter((x) => x.providerKey === providerKey);
  const tariff = own.find((x) => String(x.id) === value) ?? own.find((x) => same(x.code, value)) ?? own.find((x) => same(x.name, value));
  if (!tariff) return { problem: 'unknownTariff' };
  const first = store.connections
    .filter((c) => c.providerKey === providerKey)
    .reduce<DeviceStore['connections'][number] | undefined>((a, c) => (!a || c.created < a.created || (c.created === a.created && c.id < a.id) ? c : a), undefined);
  const enabled = first ? enabledTariffCodes(first.connectParams) : null;
  return enabled && !enabled.has(tariff.code) ? { problem: 'tariffNotEnabled' } : { tariff };
}

export type PackageMatch = { preset: DeviceStore['packages'][number] } | { problem: 'unknownPackage' | 'ambiguousPackage' };

/** A package preset by id, or by a name only one preset has: names are not unique (docs/decisions/packages.md), and
 *  picking one of two boxes of the same name would give an order sizes nobody chose. */
export function resolvePackage(store: DeviceStore, value: string): PackageMatch {
  const byId = store.packages.find((p) => p.id === value);
  if (byId) return { preset: byId };
  const named = store.packages.filter((p) => same(p.name, value));
  if (named.length > 1) return { problem: 'ambiguousPackage' };
  return named[0] ? { preset: named[0] } : { problem: 'unknownPackage' };
}

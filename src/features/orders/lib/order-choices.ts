// What the order form offers (docs/decisions/orders.md "Services and tariffs an order may name"): the
// delivery services the company has a connection to, and of the chosen one the tariffs that fit the pickup
// and delivery types and that its connection enables (connectParams.tariffs; none listed: every tariff).
// The connection is the one the order names, else the company's first to that service, as the server
// prices and checks it.
import { enabledTariffCodes, type Connection } from '../../../contract/connections';
import type { Provider, Tariff } from '../../../contract/lists';

type ConnectionLike = Pick<Connection, 'id' | 'providerKey' | 'created' | 'connectParams'>;

/** Services with a connection, in the reference list's order; `current` stays offered (an order being edited). */
export function connectedProviders(providers: readonly Provider[], connections: readonly ConnectionLike[], current: string): Provider[] {
  const connected = new Set(connections.map((c) => c.providerKey));
  return providers.filter((p) => connected.has(p.key) || p.key === current);
}

/** The connection an order of `providerKey` is made with. */
export function orderConnection<C extends ConnectionLike>(connections: readonly C[], providerKey: string, chosenId: string): C | undefined {
  const own = connections.filter((c) => c.providerKey === providerKey);
  return own.find((c) => c.id === chosenId) ?? [...own].sort((a, b) => a.created.localeCompare(b.created) || a.id.localeCompare(b.id))[0];
}

export type TariffChoice = { providerKey: string; connectionId: string; pickupType: string; deliveryType: string };

export function offeredTariffs(tariffs: readonly Tariff[], connections: readonly ConnectionLike[], choice: TariffChoice): Tariff[] {
  const connection = orderConnection(connections, choice.providerKey, choice.connectionId);
  const enabled = connection ? enabledTariffCodes(connection.connectParams) : null;
  return tariffs.filter((x) => x.providerKey === choice.providerKey
    && String(x.pickupType) === choice.pickupType && String(x.deliveryType) === choice.deliveryType
    && (!enabled || enabled.has(x.code)));
}

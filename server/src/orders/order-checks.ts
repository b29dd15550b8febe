// What the aggregator checks beyond the body's shape before it accepts an order: a delivery service it
// works with, a tariff of that service that fits the pickup and delivery types, a clientNumber the
// company has not used. Refusals name the field, as the order form shows them beside it.
import { ORDER_ERROR_CODES, type OrderUpdate } from '../../../src/contract';
import type { Db } from '../db/open';
import type { OrdersRepo } from '../db/repos/orders';
import { fail } from '../lib/api-failure';

type TariffRow = { provider_key: string; pickup_type: number; delivery_type: number };

export function checkProviderAndTariff(db: Db, order: OrderUpdate['order']): void {
  const provider = db.prepare<[string], { enabled: number }>('SELECT enabled FROM providers WHERE key = ?').get(order.providerKey);
  if (!provider || provider.enabled !== 1) throw fail.badRequest('unknownProvider', 'order.providerKey');
  const tariff = db
    .prepare<[number], TariffRow>('SELECT provider_key, pickup_type, delivery_type FROM tariffs WHERE id = ?')
    .get(order.tariffId);
  if (!tariff || tariff.provider_key !== order.providerKey) throw fail.badRequest('tariffNotOfProvider', 'order.tariffId');
  if (tariff.pickup_type !== order.pickupType || tariff.delivery_type !== order.deliveryType) {
    throw fail.badRequest('tariffTypeMismatch', 'order.tariffId');
  }
}

export function checkClientNumber(orders: OrdersRepo, companyId: number, clientNumber: string, exceptId?: string): void {
  if (orders.clientNumberTaken(companyId, clientNumber, exceptId)) {
    throw fail.conflict(ORDER_ERROR_CODES.alreadyExists, 'alreadyExists', 'order.clientNumber');
  }
}

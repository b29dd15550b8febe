// What the aggregator checks beyond the body's shape before it accepts an order: a delivery service it
// works with, a tariff of that service that fits the pickup and delivery types and that the company's
// connection enables, a clientNumber the company has not used, a shop and a warehouse of the company's own.
// Refusals name the field, as the order form shows them beside it.
import { ORDER_ERROR_CODES, type OrderUpdate } from '../../../src/contract';
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import type { OrderRow } from '../db/repos/order-row';
import type { OrdersRepo } from '../db/repos/orders';
import { isUniqueViolation } from '../db/unique-violation';
import { orderTariffCodes } from './enabled-tariffs';
import { fail } from '../lib/api-failure';

type TariffRow = { provider_key: string; code: string; pickup_type: number; delivery_type: number };

export async function checkProviderAndTariff(db: SqlDb, companyId: number, order: OrderUpdate['order']): Promise<void> {
  const provider = await db.get(sql<{ enabled: number }>`SELECT enabled FROM providers WHERE key = ${order.providerKey}`);
  if (!provider || Number(provider.enabled) !== 1) throw fail.badRequest('unknownProvider', 'order.providerKey');
  const tariff = await db.get(sql<TariffRow>`SELECT provider_key, code, pickup_type, delivery_type FROM tariffs WHERE id = ${order.tariffId}`);
  if (!tariff || tariff.provider_key !== order.providerKey) throw fail.badRequest('tariffNotOfProvider', 'order.tariffId');
  if (Number(tariff.pickup_type) !== order.pickupType || Number(tariff.delivery_type) !== order.deliveryType) {
    throw fail.badRequest('tariffTypeMismatch', 'order.tariffId');
  }
  const chosen = order.providerConnectId == null ? null : String(order.providerConnectId);
  const enabled = await orderTariffCodes(db, companyId, order.providerKey, chosen);
  if (enabled && !enabled.has(tariff.code)) throw fail.badRequest('tariffNotEnabled', 'order.tariffId');
}

const clientNumberTaken = () => fail.conflict(ORDER_ERROR_CODES.alreadyExists, 'alreadyExists', 'order.clientNumber');

export async function checkClientNumber(orders: OrdersRepo, companyId: number, clientNumber: string, exceptId?: string): Promise<void> {
  if (await orders.clientNumberTaken(companyId, clientNumber, exceptId)) throw clientNumberTaken();
}

/** Runs the order's write; a clientNumber another writer took since checkClientNumber read it is refused by the
 *  unique index (company, clientNumber) and answers the same 409, never a 500. */
export async function writingClientNumber<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw clientNumberTaken();
    throw error;
  }
}

/** The shop and warehouse must be the company's. Another company's id is refused exactly like an id that
 *  does not exist, so an order reveals nothing about other companies. An edit may keep the one the order
 *  already names, even if that shop or warehouse has been deleted since. */
export async function checkShopAndWarehouse(db: SqlDb, companyId: number, body: Pick<OrderUpdate, 'shopId' | 'warehouseId'>, stored?: OrderRow): Promise<void> {
  const owned = async (table: 'shops' | 'warehouses', id: string) =>
    (await db.get(sql<{ id: string }>`SELECT id FROM ${sql.table(table)} WHERE id = ${id} AND company_id = ${companyId}`)) !== undefined;
  if (body.shopId && body.shopId !== stored?.shop_id && !(await owned('shops', body.shopId))) throw fail.badRequest('unknownShop', 'shopId');
  if (body.warehouseId && body.warehouseId !== stored?.warehouse_id && !(await owned('warehouses', body.warehouseId))) {
    throw fail.badRequest('unknownWarehouse', 'warehouseId');
  }
}

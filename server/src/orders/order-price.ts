// A new or edited order's cost figures from the calculator's pricing (docs/decisions/pricing.md): the delivery
// price of its tariff from its connection, with the company's rules, unless the operator typed one; the
// insurance and cash-handling fees from the connection's rates. An order the pricing cannot price (no
// connection to the service, the tariff hidden by a rule, the parcel outside its weights) gets the simple
// fixed model of delivery-cost.ts, so an order is never refused for want of a price. What the company is
// charged is always the aggregator's price, never the typed one (docs/decisions/billing.md).
import type { OrderUpdate } from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';
import { companyPricing } from '../pricing/calculate';
import { toRoubles } from '../pricing/money';
import type { Parcel } from '../pricing/tariff-price';
import { parcelWeight } from '../sim/upload-check';
import { chargeOf, fixedPrice, type OrderPrice } from './delivery-cost';

/** The places as the services weigh them; an order without places is one parcel of its own size. */
function parcels(body: OrderUpdate): Parcel[] {
  if (body.places?.length) return body.places.map((p) => ({ weight: p.weight ?? 0, length: p.length, width: p.width, height: p.height }));
  const { order } = body;
  return [{ weight: parcelWeight(body), length: order.length, width: order.width, height: order.height }];
}

/** Read before the order's transaction, which holds only its own database work. */
export async function orderPrice(db: SqlDb, companyId: number, body: OrderUpdate): Promise<OrderPrice> {
  const { order, cost } = body;
  const pricing = await companyPricing(db, companyId);
  const offer = pricing.offers({
    from: body.sender, to: body.recipient, places: parcels(body),
    providerKeys: [order.providerKey], pickupTypes: [order.pickupType], deliveryTypes: [order.deliveryType],
    connectionId: order.providerConnectId == null ? null : String(order.providerConnectId),
    assessedCost: cost.assessedCost, codCost: cost.codCost, includeFees: false, skipTariffRules: false,
  }, 'ru').find((o) => o.tariff.tariffId === order.tariffId);
  if (!offer) return fixedPrice(cost, parcelWeight(body), order.deliveryType);
  const fees = { insuranceFee: offer.tariff.insuranceFee, cashServiceFee: offer.tariff.cashServiceFee };
  return {
    cost: { ...cost, deliveryCost: cost.deliveryCost ?? toRoubles(offer.costKopecks), ...fees },
    chargeKopecks: chargeOf(offer.costKopecks, fees),
    // The term the calculator showed for this offer: after rules and the connection's extra days.
    daysMax: offer.tariff.daysMax,
  };
}

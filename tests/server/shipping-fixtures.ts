// Orders, ledger operations and status histories the shipping analytics tests write themselves, and the figures a
// person works out from them by hand (docs/decisions/analytics.md "Shipping"). Times are UTC; the period asked
// for is the Moscow days (UTC+3) 27 and 28 November 2026, so several times sit on a Moscow day's edge.
import { randomUUID } from 'node:crypto';
import type { ShippingItem } from '../../src/contract';
import { chargeOrder, refundOrder } from '../../server/src/billing/order-charges';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { commitVersion } from '../../server/src/db/sql/versions';
import { createOrder } from '../../server/src/orders/create-order';
import { sqlQueries } from '../support/sql-queries';
import { plainOrderBody } from './order-fixtures';
import { writeHistory } from './status-lag-fixtures';

export const SHIPPING_FROM = '2026-11-27';
export const SHIPPING_TO = '2026-11-28';

const at = (iso: string) => Date.parse(iso);

type PlannedShipment = {
  providerKey: 'cdek' | 'boxberry';
  daysMax: number | null;
  /** Kopecks charged and when; refunded whole at `refundedAt` when given. */
  charge: number; chargedAt: string; refundedAt?: string;
  /** The service's acceptance and the delivery, when they happened. */
  uploadedAt?: string; deliveredAt?: string;
};

/** A: cdek, promised 2 days, accepted 25 Nov 23:30 Moscow, delivered 28 Nov 00:30 Moscow: late by Moscow days
 *     (2 by UTC days, on time there), charged 300 roubles at the delivery's time (28th).
 *  B: cdek, promised 3, charged 200 at 27 Nov 00:00 Moscow (the period's first moment), accepted then,
 *     delivered 28 Nov 23:59 Moscow (the last minute): on time.
 *  C: boxberry, charged 150.50 on the 28th and refunded the same day (a cancel): an order, no spend.
 *  D: boxberry, priced by the fixed model (no promise), charged 100 on the 27th, delivered the 28th.
 *  E: cdek, charged and delivered at 29 Nov 00:00 Moscow: after the period.
 *  F: boxberry, charged 80 on 20 Nov (before the period), refunded on the 27th: spend less 80 that day. */
export const SHIPMENTS: PlannedShipment[] = [
  { providerKey: 'cdek', daysMax: 2, charge: 30000, chargedAt: '2026-11-27T21:30:00Z', uploadedAt: '2026-11-25T20:30:00Z', deliveredAt: '2026-11-27T21:30:00Z' },
  { providerKey: 'cdek', daysMax: 3, charge: 20000, chargedAt: '2026-11-26T21:00:00Z', uploadedAt: '2026-11-26T21:00:00Z', deliveredAt: '2026-11-28T20:59:00Z' },
  { providerKey: 'boxberry', daysMax: 4, charge: 15050, chargedAt: '2026-11-28T10:00:00Z', refundedAt: '2026-11-28T12:00:00Z', uploadedAt: '2026-11-28T10:00:00Z' },
  { providerKey: 'boxberry', daysMax: null, charge: 10000, chargedAt: '2026-11-27T10:00:00Z', uploadedAt: '2026-11-27T10:00:00Z', deliveredAt: '2026-11-28T10:00:00Z' },
  { providerKey: 'cdek', daysMax: 1, charge: 99900, chargedAt: '2026-11-28T21:00:00Z', uploadedAt: '2026-11-28T21:00:00Z', deliveredAt: '2026-11-28T21:00:00Z' },
  { providerKey: 'boxberry', daysMax: 5, charge: 8000, chargedAt: '2026-11-20T10:00:00Z', refundedAt: '2026-11-27T12:00:00Z', uploadedAt: '2026-11-20T10:00:00Z' },
];

/** SHIPMENTS over the period, by Moscow day. */
export const SHIPPING_BY_DAY: ShippingItem[] = [
  { key: '2026-11-27', orders: 2, spend: 220, avgCost: 150, delivered: 0, promised: 0, onTime: 0 },
  { key: '2026-11-28', orders: 2, spend: 300, avgCost: 225.25, delivered: 3, promised: 2, onTime: 1 },
];
/** SHIPMENTS over the period, by service. */
export const SHIPPING_BY_SERVICE: ShippingItem[] = [
  { key: 'boxberry', orders: 2, spend: 20, avgCost: 125.25, delivered: 1, promised: 0, onTime: 0 },
  { key: 'cdek', orders: 2, spend: 500, avgCost: 250, delivered: 2, promised: 2, onTime: 1 },
];

/** Creates the plan's orders in the company with their promise, history and ledger operations; answers their ids. */
export async function seedShipments(db: SqlDb, companyId: number, tariffOf: (providerKey: string) => number, plan = SHIPMENTS): Promise<string[]> {
  const ids: string[] = [];
  for (const shipment of plan) {
    const id = randomUUID();
    const clientNumber = `SHIP-${id}`;
    const body = plainOrderBody({ id, clientNumber, providerKey: shipment.providerKey, tariffId: tariffOf(shipment.providerKey), deliveryType: 1 });
    await createOrder({ db, companyId, userId: 0, lang: 'ru', tracingId: 'shipping', url: '/v1/app/orders', now: at('2026-11-01T00:00:00Z') }, body);
    await sqlQueries(db).run('UPDATE orders SET days_max = ? WHERE id = ?', shipment.daysMax, id);
    const history: Array<[Parameters<typeof writeHistory>[2][number][0], number]> = [['uploading', at('2026-11-01T00:00:00Z')]];
    if (shipment.uploadedAt) history.push(['uploaded', at(shipment.uploadedAt)]);
    if (shipment.deliveredAt) history.push(['delivered', at(shipment.deliveredAt)]);
    if (shipment.refundedAt) history.push(['deliveryCanceled', at(shipment.refundedAt)]);
    await writeHistory(db, id, history);
    const row = { id, company_id: companyId, charge_kopecks: shipment.charge, client_number: clientNumber };
    await db.tx(async (tx) => {
      const stamps = await chargeOrder(tx, row, at(shipment.chargedAt));
      if (shipment.refundedAt) stamps.push(...(await refundOrder(tx, row, at(shipment.refundedAt))));
      await commitVersion(tx, stamps);
    });
    ids.push(id);
  }
  return ids;
}

// A calculator call's bookkeeping (docs/decisions/pricing.md, "Units and the record"): it spends one unit of the company's
// calculation account (billing/calculation-units.ts; 402 060001 at zero) and is recorded with its request and prices, in one transaction,
// so a call is never priced without being paid for and recorded, nor paid for twice.
import { calculationUnits } from '../billing/calculation-units';
import type { Db } from '../db/db-type';
import type { PricedOffer, PricingRequest } from './calculate';
import { chargeableGrams } from './tariff-price';

/** Calculation units a new company starts with, to try the calculator before buying more
 *  (docs/decisions/pricing.md, "Units and the record"). */
export const STARTER_CALCULATIONS = 100;

export function calculationLog(db: Db) {
  const units = calculationUnits(db);
  const record = db.prepare<[number, number, number, string, string, number, string]>(
    'INSERT INTO calculations (company_id, user_id, created_at, city_from, city_to, weight, request) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const price = db.prepare<[number, string, number, number, number, number, number]>(
    `INSERT INTO calculation_prices (calculation_id, provider_key, tariff_id, delivery_type, cost, cost_original, days_max)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );

  /** Spends the unit, then prices (`priceIt` runs inside the transaction) and records what it gave. */
  const spendAndRecord = db.transaction(
    (who: { companyId: number; userId: number }, request: PricingRequest, at: number, priceIt: () => PricedOffer[]): PricedOffer[] => {
      units.spend(who.companyId, at);
      const offers = priceIt();
      const id = Number(record.run(
        who.companyId, who.userId, at, (request.from.city ?? '').trim(), (request.to.city ?? '').trim(),
        chargeableGrams(request.places), JSON.stringify(request),
      ).lastInsertRowid);
      for (const o of offers) {
        price.run(id, o.providerKey, o.tariff.tariffId, o.tariff.deliveryTypes[0], o.costKopecks, o.originalKopecks, o.tariff.daysMax);
      }
      return offers;
    },
  );
  return { spendAndRecord };
}

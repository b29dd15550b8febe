// A calculator call's bookkeeping (docs/decisions/pricing.md, "Units and the record"): it spends one unit of the company's
// calculation account (billing/calculation-units.ts; 402 060001 at zero) and is recorded with its request and prices, in one transaction,
// so a call is never answered without being paid for and recorded, nor paid for twice.
import { sql } from 'kysely';
import { spendUnit } from '../billing/calculation-units';
import { insertRows } from '../db/sql/insert-rows';
import type { SqlDb } from '../db/sql/sql-db';
import { commitVersion } from '../db/sql/versions';
import type { PricedOffer, PricingRequest } from './calculate';
import { chargeableGrams } from './tariff-price';

/** Calculation units a new company starts with, to try the calculator before buying more
 *  (docs/decisions/pricing.md, "Units and the record"). */
export const STARTER_CALCULATIONS = 100;

/** Spends the unit and records the offers the call was priced at (priced before: a transaction holds only
 *  database work); a refused call (no unit left) records nothing. */
export function spendAndRecord(db: SqlDb, who: { companyId: number; userId: number }, request: PricingRequest, at: number, offers: PricedOffer[]): Promise<PricedOffer[]> {
  return db.tx(async (tx) => {
    const spent = await spendUnit(tx, who.companyId, at);
    const call = await tx.get(sql<{ id: number }>`
      INSERT INTO calculations (company_id, user_id, created_at, city_from, city_to, weight, request)
      VALUES (${who.companyId}, ${who.userId}, ${at}, ${(request.from.city ?? '').trim()}, ${(request.to.city ?? '').trim()},
              ${chargeableGrams(request.places)}, ${JSON.stringify(request)})
      RETURNING id`);
    await insertRows(tx, 'calculation_prices', ['calculation_id', 'provider_key', 'tariff_id', 'delivery_type', 'cost', 'cost_original', 'days_max'],
      offers.map((o) => [call!.id, o.providerKey, o.tariff.tariffId, o.tariff.deliveryTypes[0]!, o.costKopecks, o.originalKopecks, o.tariff.daysMax]));
    await commitVersion(tx, [spent]);
    return offers;
  });
}

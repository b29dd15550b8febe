// Seeds the demo companies' past calculations (data/calculation-history.ts) for the analytics of calculations:
// each priced by the pricing the calculator uses, with the company's connections and rules, recorded as a live
// calculation is, by the calculator's own bookkeeping (pricing/calculation-log.ts: the unit spent on the ledger,
// the request and its prices recorded). The plan repeats a few dozen distinct shipments, so each is priced once.
import { sql } from 'kysely';
import { spendAndRecord } from '../../pricing/calculation-log';
import { companyPricing, type PricedOffer, type PricingRequest } from '../../pricing/calculate';
import { DEMO_COMPANIES } from './demo-accounts';
import { calculationPlan } from './data/calculation-history';
import type { SeedArea } from './seed-area';

export const seedCalculationHistory: SeedArea = {
  name: 'calculation-history',
  demoOnly: true,
  prepare: async (now) => async (tx) => {
    for (const [index, company] of DEMO_COMPANIES.entries()) {
      const owner = await tx.get(sql<{ company_id: number; id: number }>`SELECT company_id, id FROM users WHERE email = ${company.users[0]!.email}`);
      if (!owner) continue;
      const pricing = await companyPricing(tx, owner.company_id);
      const priced = new Map<string, { request: PricingRequest; offers: PricedOffer[] }>();
      for (const step of calculationPlan(index, now)) {
        const key = `${step.from}|${step.to}|${step.weight}`;
        let shipment = priced.get(key);
        if (!shipment) {
          const request: PricingRequest = {
            from: { city: step.from }, to: { city: step.to }, places: [{ weight: step.weight }],
            assessedCost: 0, codCost: 0, includeFees: false, skipTariffRules: false,
          };
          shipment = { request, offers: pricing.offers(request, 'ru') };
          priced.set(key, shipment);
        }
        const { request, offers } = shipment;
        await spendAndRecord(tx, { companyId: owner.company_id, userId: owner.id }, request, step.at, offers);
      }
    }
  },
};

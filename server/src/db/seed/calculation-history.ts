// Seeds the demo companies' past calculations (data/calculation-history.ts) for the analytics of calculations:
// each priced by the pricing the calculator uses, with the company's connections and rules, recorded as a live
// calculation is (calculations, calculation_prices) and spending its unit on the ledger. The plan repeats a few
// dozen distinct shipments, so each is priced once.
import { billingLedger } from '../../billing/ledger';
import { pricingReader, type PricedOffer, type PricingRequest } from '../../pricing/calculate';
import { DEMO_COMPANIES } from './demo-accounts';
import { calculationPlan } from './data/calculation-history';
import type { SeedArea } from './seed-area';

export const seedCalculationHistory: SeedArea = {
  name: 'calculation-history',
  demoOnly: true,
  prepare: async (now) => (db) => {
    const pricing = pricingReader(db);
    const ledger = billingLedger(db);
    const companyOf = db.prepare<[string], { company_id: number; id: number }>('SELECT company_id, id FROM users WHERE email = ?');
    const record = db.prepare<[number, number, number, string, string, number, string]>(
      'INSERT INTO calculations (company_id, user_id, created_at, city_from, city_to, weight, request) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const price = db.prepare<[number, string, number, number, number, number, number]>(
      `INSERT INTO calculation_prices (calculation_id, provider_key, tariff_id, delivery_type, cost, cost_original, days_max)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    DEMO_COMPANIES.forEach((company, index) => {
      const owner = companyOf.get(company.users[0]!.email);
      if (!owner) return;
      const priced = new Map<string, { request: PricingRequest; offers: PricedOffer[] }>();
      for (const step of calculationPlan(index, now)) {
        const key = `${step.from}|${step.to}|${step.weight}`;
        let shipment = priced.get(key);
        if (!shipment) {
          const request: PricingRequest = {
            from: { city: step.from }, to: { city: step.to }, places: [{ weight: step.weight }],
            assessedCost: 0, codCost: 0, includeFees: false, skipTariffRules: false,
          };
          shipment = { request, offers: pricing.offers(owner.company_id, request, 'ru') };
          priced.set(key, shipment);
        }
        const id = Number(record.run(owner.company_id, owner.id, step.at, step.from, step.to, step.weight, JSON.stringify(shipment.request)).lastInsertRowid);
        for (const o of shipment.offers) price.run(id, o.providerKey, o.tariff.tariffId, o.tariff.deliveryTypes[0]!, o.costKopecks, o.originalKopecks, o.tariff.daysMax);
        ledger.post({ companyId: owner.company_id, account: 'calculations', type: 'calculation', amount: -1, at: step.at });
      }
    });
  },
};

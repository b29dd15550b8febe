// One pricing for the calculator and for new orders (docs/decisions/pricing.md): the
// company's connections say which services are asked and at what rates; each service prices its tariffs
// (tariff-price.ts), the connection adds its fees (fees.ts), the company's enabled rules change the result
// (apply-rules.ts). Reads only: spending the unit and recording the calculation are the caller's.
import { enabledTariffCodes, type CalculatedTariff, type CalculatorAnswer, type RuleRow } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { unseal } from '../lib/secret-box';
import { searchable } from '../lib/search-text';
import type { Lang } from '../lib/texts';
import { applyRules, type RuleLike } from './apply-rules';
import { distanceBand, distanceKm, type Place } from './distance-band';
import { cashServiceFee, feeTerms, insuranceFee, type ConnectionRates } from './fees';
import { toKopecks, toRoubles } from './money';
import { chargeableGrams, servicePrice, type Parcel } from './tariff-price';

export type PricingRequest = {
  from: Place;
  to: Place;
  places: Parcel[];
  pickupTypes?: number[] | null;
  deliveryTypes?: number[] | null;
  providerKeys?: string[] | null;
  /** Price with this connection of its service instead of the company's first one (an order's providerConnectId). */
  connectionId?: string | null;
  assessedCost: number;
  codCost: number;
  includeFees: boolean;
  skipTariffRules: boolean;
};

/** A tariff as priced, with the figures in kopecks for whoever records or charges it. */
export type PricedOffer = { providerKey: string; connectionId: string; tariff: CalculatedTariff; costKopecks: number; originalKopecks: number };

/** Points listed per service in deliveryToPoint. */
const POINTS_PER_SERVICE = 20;

export type ConnectionRow = {
  id: string; provider_key: string; insurance_rate: number; cash_service_rate: number; assessed_cost_percent: number;
  connect_params: string;
};
export type TariffRow = {
  id: number; provider_key: string; code: string; name_ru: string; name_en: string; weight_min: number; weight_max: number;
  pickup_type: number; delivery_type: number;
};
type Connection = { id: string; providerKey: string; rates: ConnectionRates; tariffCodes: ReadonlySet<string> | null; extraDays: number };

export type RuleRecord = { id: string; conditions: string; actions: string };

/** Where offers read the company's connections (of enabled services, in the order they were made), the
 *  services' tariffs and the company's enabled rules: the server's statements (pricingReader) or rows read
 *  before through the data layer (pricing-snapshot.ts). */
export type OfferSource = {
  connectionsOf: (companyId: number) => ConnectionRow[];
  tariffsOf: (providerKey: string) => TariffRow[];
  rulesOf: (companyId: number) => RuleRecord[];
};

export function pricingReader(db: Db) {
  const connectionsOf = db.prepare<[number], ConnectionRow>(
    `SELECT c.id, c.provider_key, c.insurance_rate, c.cash_service_rate, c.assessed_cost_percent, c.connect_params
     FROM connections c JOIN providers p ON p.key = c.provider_key
     WHERE c.company_id = ? AND p.enabled = 1 ORDER BY c.created_at, c.id`,
  );
  const tariffsOf = db.prepare<[string], TariffRow>('SELECT * FROM tariffs WHERE provider_key = ? ORDER BY id');
  const rulesOf = db.prepare<[number], RuleRecord>(
    "SELECT id, conditions, actions FROM tariff_rules WHERE company_id = ? AND status = 'enabled' ORDER BY priority, created_at, id",
  );
  const pointsIn = db.prepare<[string, string], { id: string; lat: number; lng: number }>(
    'SELECT id, lat, lng FROM points WHERE city_search = ? AND provider_key = ? AND enabled = 1 AND available_operation IN (2, 3) ORDER BY seq',
  );
  const { offers, enabledRules } = offerPricing({
    connectionsOf: (companyId) => connectionsOf.all(companyId),
    tariffsOf: (providerKey) => tariffsOf.all(providerKey),
    rulesOf: (companyId) => rulesOf.all(companyId),
  });

  function nearPoints(providerKey: string, to: Place): string[] {
    const city = searchable((to.city ?? '').trim());
    if (!city) return [];
    const points = pointsIn.all(city, providerKey);
    const { lat, lng } = to;
    if (lat != null && lng != null) points.sort((a, b) => distanceKm({ lat, lng }, a) - distanceKm({ lat, lng }, b));
    return points.slice(0, POINTS_PER_SERVICE).map((p) => p.id);
  }

  /** The calculator's answer: per service, its door tariffs and its point tariffs with the points near. */
  function answer(request: PricingRequest, priced: PricedOffer[]): CalculatorAnswer {
    const group = (deliveryType: number) => {
      const byProvider = new Map<string, { providerKey: string; providerConnectId: string; tariffs: CalculatedTariff[] }>();
      for (const offer of priced.filter((o) => o.tariff.deliveryTypes[0] === deliveryType)) {
        const entry = byProvider.get(offer.providerKey) ?? { providerKey: offer.providerKey, providerConnectId: offer.connectionId, tariffs: [] };
        entry.tariffs.push(offer.tariff);
        byProvider.set(offer.providerKey, entry);
      }
      return [...byProvider.values()];
    };
    return {
      deliveryToDoor: group(1),
      deliveryToPoint: group(2).map((entry) => ({ ...entry, pointIds: nearPoints(entry.providerKey, request.to) })),
    };
  }

  return { offers, answer, enabledRules };
}

/** The offers for a shipment from what the source reads; no database work of its own. */
export function offerPricing(source: OfferSource) {
  /** The company's first connection to each enabled service, in the order they were made (or the chosen one). */
  function connections(companyId: number, only: ReadonlySet<string> | null, chosen: string | null): Connection[] {
    const seen = new Map<string, Connection>();
    const rows = [...source.connectionsOf(companyId)];
    // The chosen connection first, so it is the one its service is priced with.
    rows.sort((a, b) => Number(b.id === chosen) - Number(a.id === chosen));
    for (const row of rows) {
      if (seen.has(row.provider_key) || (only && !only.has(row.provider_key))) continue;
      const params = JSON.parse(unseal(row.connect_params)) as Record<string, unknown>;
      seen.set(row.provider_key, {
        id: row.id,
        providerKey: row.provider_key,
        rates: {
          insuranceRate: row.insurance_rate,
          cashServiceRate: row.cash_service_rate,
          assessedCostPercent: row.assessed_cost_percent,
          insuranceMinimum: typeof params.insuranceMinimum === 'number' ? toKopecks(params.insuranceMinimum) : 0,
        },
        tariffCodes: enabledTariffCodes(params),
        extraDays: typeof params.extraDays === 'number' ? Math.max(0, Math.trunc(params.extraDays)) : 0,
      });
    }
    return [...seen.values()];
  }

  const enabledRules = (companyId: number): RuleLike[] => source.rulesOf(companyId).map((r) => ({
    id: r.id, conditions: JSON.parse(r.conditions) as RuleRow[], actions: JSON.parse(r.actions) as RuleRow[],
  }));

  /** Every tariff the company's services offer for this shipment, rules applied, hidden ones left out.
   *  `rules`: these instead of the company's enabled ones (the rule editor's preview). */
  function offers(companyId: number, request: PricingRequest, lang: Lang, rules?: RuleLike[]): PricedOffer[] {
    const only = request.providerKeys?.length ? new Set(request.providerKeys) : null;
    const pickups = request.pickupTypes?.length ? new Set(request.pickupTypes) : null;
    const deliveries = request.deliveryTypes?.length ? new Set(request.deliveryTypes) : null;
    const grams = chargeableGrams(request.places);
    const band = distanceBand(request.from, request.to);
    const applied = request.skipTariffRules ? [] : (rules ?? enabledRules(companyId));
    const assessed = toKopecks(request.assessedCost);
    const cod = toKopecks(request.codCost);
    const result: PricedOffer[] = [];
    for (const connection of connections(companyId, only, request.connectionId ?? null)) {
      const insurance = insuranceFee(assessed, connection.rates);
      const cash = cashServiceFee(cod, connection.rates);
      const terms = feeTerms(assessed, connection.rates);
      for (const row of source.tariffsOf(connection.providerKey)) {
        if (connection.tariffCodes && !connection.tariffCodes.has(row.code)) continue;
        if ((pickups && !pickups.has(row.pickup_type)) || (deliveries && !deliveries.has(row.delivery_type))) continue;
        const quote = servicePrice(
          { providerKey: row.provider_key, code: row.code, pickupType: row.pickup_type, deliveryType: row.delivery_type, weightMin: row.weight_min, weightMax: row.weight_max },
          grams, band,
        );
        if (!quote) continue;
        quote.daysMin += connection.extraDays;
        quote.daysMax += connection.extraDays;
        const ruled = applyRules(applied, {
          providerKey: row.provider_key, tariffId: String(row.id), deliveryType: row.delivery_type, pickupType: row.pickup_type,
          weight: grams, assessedCost: assessed, codCost: cod, deliveryCost: quote.costKopecks, daysMax: quote.daysMax,
          cityFrom: request.from.city ?? '', cityTo: request.to.city ?? '', regionFrom: request.from.region ?? '', regionTo: request.to.region ?? '',
        }, quote);
        if (ruled.hidden) continue;
        const fees = request.includeFees ? insurance + cash : 0;
        const costKopecks = ruled.costKopecks + fees;
        const originalKopecks = quote.costKopecks + fees;
        result.push({
          providerKey: row.provider_key,
          connectionId: connection.id,
          costKopecks,
          originalKopecks,
          tariff: {
            tariffId: row.id,
            tariffName: lang === 'en' ? row.name_en : row.name_ru,
            pickupTypes: [row.pickup_type],
            deliveryTypes: [row.delivery_type],
            deliveryCost: toRoubles(costKopecks),
            deliveryCostOriginal: toRoubles(originalKopecks),
            feesIncluded: request.includeFees,
            insuranceFee: toRoubles(insurance),
            cashServiceFee: toRoubles(cash),
            feeTerms: terms,
            daysMin: ruled.daysMin,
            daysMax: ruled.daysMax,
            ruleIds: ruled.ruleIds,
          },
        });
      }
    }
    return result;
  }

  return { offers, enabledRules };
}

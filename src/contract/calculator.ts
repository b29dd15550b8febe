// The calculator (POST /v1/app/calculator, docs/decisions/pricing.md): what each connected delivery service
// would charge for a shipment, to the door and to a point, tariff by tariff, with the company's tariff rules
// applied. Field names are those of the real aggregators' public API. Money in roubles, at most 2 decimals.
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const money = z.number().min(0).max(100_000_000);

export const CALCULATOR_PLACES_MAX = 50;

export const calculatorPlace = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/).nullish(),
  index: text(12).nullish(),
  region: text(200).nullish(),
  city: text(200).nullish(),
  cityGuid: text(64).nullish(),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  addressString: text(500).nullish(),
});
export type CalculatorPlace = z.infer<typeof calculatorPlace>;

export const calculatorParcel = z.object({
  /** Grams. */
  weight: z.number().int().min(1).max(10_000_000),
  /** Centimetres. */
  length: z.number().min(0).max(10_000).nullish(),
  width: z.number().min(0).max(10_000).nullish(),
  height: z.number().min(0).max(10_000).nullish(),
});

const deliveryKind = z.union([z.literal(1), z.literal(2)]);

export const calculatorRequest = z.object({
  from: calculatorPlace,
  to: calculatorPlace,
  places: z.array(calculatorParcel).min(1).max(CALCULATOR_PLACES_MAX),
  pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish(),
  /** 1 courier pickup, 2 drop-off at a point; empty or absent: both. */
  pickupTypes: z.array(deliveryKind).max(2).nullish(),
  /** 1 to the door, 2 to a point; empty or absent: both. */
  deliveryTypes: z.array(deliveryKind).max(2).nullish(),
  /** Delivery services to ask; empty or absent: every one the company is connected to. */
  providerKeys: z.array(z.string().max(64)).max(100).nullish(),
  assessedCost: money.default(0),
  codCost: money.default(0),
  /** Adds the insurance and cash-handling fees into deliveryCost and deliveryCostOriginal. */
  includeFees: z.boolean().default(false),
  /** Answers the services' own prices, without the company's tariff rules. */
  skipTariffRules: z.boolean().default(false),
});
export type CalculatorRequest = z.input<typeof calculatorRequest>;

/** How a tariff's fees were made from the connection's rates (docs/decisions/pricing.md, "Fees"), so a screen can
 *  say why insurance is 50.50 at a declared value of 0: the connection's minimum. */
export const feeTerms = z.object({
  insuranceRate: z.number().describe('% of the insured part of the declared value; 0: no insurance fee'),
  insuredPercent: z.number().describe('The insured part of the declared value, % (the connection\'s assessedCostPercent)'),
  insuranceMinimum: z.number().describe('Roubles: the insurance fee is raised to it when insuranceRate is above 0'),
  insuranceMinimumApplied: z.boolean().describe('The insurance fee is insuranceMinimum: the rate gave less'),
  cashServiceRate: z.number().describe('% of the cash on delivery; 0: no cash-handling fee'),
});
export type FeeTerms = z.infer<typeof feeTerms>;

export const calculatedTariff = z.object({
  tariffId: z.number().int(),
  tariffName: z.string(),
  pickupTypes: z.array(z.number().int()),
  deliveryTypes: z.array(z.number().int()),
  deliveryCost: z.number(),
  /** Before the tariff rules. */
  deliveryCostOriginal: z.number(),
  feesIncluded: z.boolean(),
  insuranceFee: z.number(),
  cashServiceFee: z.number(),
  /** Optional: an answer kept from an earlier version (the calculator's last results, sessionStorage) has none. */
  feeTerms: feeTerms.optional().describe('How insuranceFee and cashServiceFee were computed'),
  daysMin: z.number().int(),
  daysMax: z.number().int(),
  /** The rules that changed this tariff, in the order they applied (empty when none did). */
  ruleIds: z.array(z.string()),
});
export type CalculatedTariff = z.infer<typeof calculatedTariff>;

export const providerTariffs = z.object({
  providerKey: z.string(),
  /** The connection priced: the company's first to this service. */
  providerConnectId: z.string(),
  tariffs: z.array(calculatedTariff),
});

export const calculatorAnswer = z.object({
  deliveryToDoor: z.array(providerTariffs),
  deliveryToPoint: z.array(providerTariffs.extend({
    /** Points of this service near the destination that hand parcels out, nearest first. */
    pointIds: z.array(z.string()),
  })),
});
export type CalculatorAnswer = z.infer<typeof calculatorAnswer>;

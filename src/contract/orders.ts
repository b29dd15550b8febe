// Orders (docs/api.md "Paths"): the create body, the order as read, its status history and log, and the
// labels / waybills answer. Field names are those of the real aggregators' public API, so operators who
// know that world feel at home; the fields that world requires are required here. Times in answers are ISO strings.
import { z } from 'zod';
import { ORDER_STATUS_KEYS } from './constants';
import { listEnvelope } from './envelope';
import { optionalEmail, optionalInn, phoneNumber, requiredText, RULE_CODES } from './field-rules';
import { DEFAULT_LABEL_FORMAT, DELIVERY_COST_VAT_RATES, LABEL_FORMATS, ORDER_IDS_MAX, ORDER_LOG_STATUSES, ORDER_LOG_TYPES } from './order-constants';
import { PARCEL_LIMITS } from './parcel-limits';

export * from './order-constants';

const text = (max: number) => z.string().trim().max(max);
const required = requiredText;
const grams = z.number().int().min(0).max(PARCEL_LIMITS.weightMax);
const cm = z.number().min(0).max(PARCEL_LIMITS.sideMax);
const money = z.number().min(0).max(100_000_000);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
// Spelled out: the OpenAPI generator renders only the first value of a multi-value z.literal.
/** VAT percent (DELIVERY_COST_VAT_RATES); -1 means without VAT. */
const vatRate = z.union(DELIVERY_COST_VAT_RATES.map((v) => z.literal(v)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]);
/** PAYMENT_METHODS: 1 cash, 2 card, 3 mixed, 4 cashless. */
const paymentMethod = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
/** Connection ids: the connections resource decides their type, so both forms are taken. */
const refId = z.union([z.string().max(64), z.number().int().nonnegative()]);

/** A window's end must come after its start (both "HH:MM", so they compare as text). */
type Window = { start: 'pickupTimeStart' | 'deliveryTimeStart'; end: 'pickupTimeEnd' | 'deliveryTimeEnd' };
const WINDOWS: Window[] = [
  { start: 'pickupTimeStart', end: 'pickupTimeEnd' },
  { start: 'deliveryTimeStart', end: 'deliveryTimeEnd' },
];

export const orderBlock = z.object({
  clientNumber: required(64),
  providerKey: required(64),
  providerConnectId: refId.nullish(),
  tariffId: z.number().int().positive(),
  barcode: text(64).nullish(),
  description: text(1000).nullish(),
  /** 1 courier pickup, 2 drop-off at a point. */
  pickupType: z.number().int().min(1).max(2),
  /** 1 courier delivery, 2 delivery to a point. */
  deliveryType: z.number().int().min(1).max(2),
  pointInId: text(64).nullish(),
  pointOutId: text(64).nullish(),
  pickupDate: date.nullish(),
  pickupTimeStart: time.nullish(),
  pickupTimeEnd: time.nullish(),
  deliveryDate: date.nullish(),
  deliveryTimeStart: time.nullish(),
  deliveryTimeEnd: time.nullish(),
  /** Grams. */
  weight: grams.nullish(),
  length: cm.nullish(),
  width: cm.nullish(),
  height: cm.nullish(),
}).superRefine((block, ctx) => {
  for (const { start, end } of WINDOWS) {
    const from = block[start];
    const to = block[end];
    if (from && to && to <= from) ctx.addIssue({ code: 'custom', path: [end], message: RULE_CODES.endBeforeStart });
  }
});

export const orderCost = z.object({
  assessedCost: money,
  codCost: money,
  /** Optional on create (e.g. from the calculator); the answer always carries the figure used. */
  deliveryCost: money.nullish(),
  deliveryCostVat: vatRate.nullish(),
  isDeliveryPayedByRecipient: z.boolean().nullish(),
  paymentMethod: paymentMethod.nullish(),
});

/** Sender, recipient and return address share one shape. */
export const orderContact = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/).nullish(),
  postIndex: text(12).nullish(),
  region: text(200).nullish(),
  area: text(200).nullish(),
  city: text(200).nullish(),
  cityGuid: text(64).nullish(),
  street: text(200).nullish(),
  house: text(50).nullish(),
  block: text(50).nullish(),
  office: text(50).nullish(),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  addressString: text(500).nullish(),
  companyName: text(200).nullish(),
  companyInn: optionalInn(),
  contactName: required(200),
  phone: phoneNumber(32),
  email: optionalEmail(),
  comment: text(1000).nullish(),
});
export type OrderContact = z.infer<typeof orderContact>;

export const orderItem = z.object({
  articul: text(100).nullish(),
  barcode: text(64).nullish(),
  description: required(500),
  quantity: z.number().int().min(1).max(100_000),
  quantityDelivered: z.number().int().min(0).max(100_000).nullish(),
  weight: grams.nullish(),
  length: cm.nullish(),
  width: cm.nullish(),
  height: cm.nullish(),
  assessedCost: money.nullish(),
  cost: money.nullish(),
  costVat: vatRate.nullish(),
});

export const orderPlace = z.object({
  placeNumber: text(64).nullish(),
  barcode: text(64).nullish(),
  weight: grams.nullish(),
  length: cm.nullish(),
  width: cm.nullish(),
  height: cm.nullish(),
  items: z.array(orderItem).max(500).default([]),
});

export const orderExtraParam = z.object({ key: required(100), value: text(1000) });

const orderBlocks = {
  shopId: z.string().max(64).nullish(),
  warehouseId: z.string().max(64).nullish(),
  order: orderBlock,
  cost: orderCost,
  sender: orderContact,
  recipient: orderContact,
  returnAddress: orderContact.nullish(),
  places: z.array(orderPlace).max(100).default([]),
  items: z.array(orderItem).min(1, { error: RULE_CODES.itemsRequired }).max(500).default([]),
  extraParams: z.array(orderExtraParam).max(50).default([]),
};

/** POST /v1/app/orders. A client-made `id` (UUID) makes a repeated create harmless. */
export const orderCreate = z.object({ id: z.uuid().optional(), ...orderBlocks });
export type OrderCreate = z.infer<typeof orderCreate>;
/** PUT /v1/app/orders/{id}: the whole order again (allowed while uploading or uploadingError). */
export const orderUpdate = z.object(orderBlocks);
export type OrderUpdate = z.infer<typeof orderUpdate>;

export const orderStatus = z.object({
  key: z.enum(ORDER_STATUS_KEYS),
  name: z.string(),
  description: z.string(),
  created: z.string(),
  providerCode: z.string().nullable(),
  providerName: z.string().nullable(),
  providerDescription: z.string().nullable(),
  createdProvider: z.string().nullable(),
  /** Set when the service refused the order: 040088, with the reason in providerDescription. */
  errorCode: z.string().nullable(),
  /** With 040088: the reason's code (ORDER_REFUSAL_REASONS), which devices name in their own language. Absent
   *  from orders answered before it existed. */
  reasonKey: z.string().nullable().optional(),
});
export type OrderStatus = z.infer<typeof orderStatus>;

export const orderInfo = z.object({
  orderId: z.string(),
  providerKey: z.string(),
  providerNumber: z.string().nullable(),
  returnProviderNumber: z.string().nullable(),
  barcode: z.string().nullable(),
  clientNumber: z.string(),
  trackingUrl: z.string().nullable(),
});

/** The cost as read: what was sent plus the figures the aggregator worked out. */
export const orderCostRead = orderCost.extend({
  deliveryCost: z.number(),
  insuranceFee: z.number(),
  cashServiceFee: z.number(),
});

export const order = z.object({
  id: z.string(),
  /** Human-readable, unique per company: PC-0012345. */
  number: z.string(),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
  userId: z.number().int().nullable(),
  username: z.string(),
  /** Platform key (list/platforms): 'console' for orders made here. */
  platform: z.string(),
  ...orderBlocks,
  shopId: z.string().nullable(),
  warehouseId: z.string().nullable(),
  cost: orderCostRead,
  returnAddress: orderContact.nullable(),
  orderInfo,
  status: orderStatus,
  /** When labels were last made for it (ISO), null before that; optional: orders stored before it existed. */
  labelPrinted: z.string().nullable().optional(),
});
export type Order = z.infer<typeof order>;

export const orderStatusEntry = orderStatus.extend({ id: z.number().int(), orderId: z.string() });
export type OrderStatusEntry = z.infer<typeof orderStatusEntry>;

export const orderLogEntry = z.object({
  id: z.number().int(),
  orderId: z.string(),
  timestamp: z.string(),
  status: z.enum(ORDER_LOG_STATUSES),
  type: z.enum(ORDER_LOG_TYPES),
  /** X-Tracing-Id of the request that caused it; null for the delivery simulation's own steps. */
  tracingId: z.string().nullable(),
  clientNumber: z.string(),
  providerNumber: z.string().nullable(),
  url: z.string(),
  /** Raw payloads as sent and received (JSON text). */
  request: z.string().nullable(),
  response: z.string().nullable(),
});
export type OrderLogEntry = z.infer<typeof orderLogEntry>;

/** POST statuses / labels / waybills. */
export const orderIdsRequest = z.object({ orderIds: z.array(z.string().max(64)).min(1).max(ORDER_IDS_MAX) });

/** POST labels: the orders and how their labels are laid out (LABEL_FORMATS), A6 pages unless told. */
export const labelsRequest = orderIdsRequest.extend({
  format: z.enum(LABEL_FORMATS).default(DEFAULT_LABEL_FORMAT)
    .describe('a6: one 100x150 mm label a page; a4x4: four labels on each A4 page, with cut lines'),
});

export const orderFile = z.object({
  fileId: z.string(),
  /** The delivery service of a waybill; null for labels (one file for every service). */
  providerKey: z.string().nullable(),
  fileName: z.string(),
  /** GET it with the token: application/pdf. */
  url: z.string(),
  size: z.number().int(),
});
export type OrderFile = z.infer<typeof orderFile>;
export const orderFiles = listEnvelope(orderFile);

export const orderDeleted = z.object({ id: z.string() });
export const simTickAnswer = z.object({ advanced: z.number().int() });

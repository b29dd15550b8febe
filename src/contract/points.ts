// Pickup points (fields as the aggregator world names them; docs/decisions/points.md): the delivery services'
// pickup points, postamats, post offices and terminals. One list for every company (the services publish them),
// served by GET /v1/lists/points and /v1/app/list/points with the filter syntax, and by the sync cursor
// (/v1/app/sync/points). The product's export job (id, status, url, filter) builds the same list as .xlsx.
import { z } from 'zod';

/** 1 receive (drop-off), 2 issue (hand-out), 3 both. */
export const POINT_OPERATIONS = [1, 2, 3] as const;
export type PointOperation = (typeof POINT_OPERATIONS)[number];

/** 1 pickup point, 2 postamat, 3 post office, 4 terminal; the product names them pvz, postamat, officeRupost,
 *  terminal. */
export const POINT_TYPES = [1, 2, 3, 4] as const;
export type PointType = (typeof POINT_TYPES)[number];
export const POINT_TYPE_NAMES: Record<PointType, string> = { 1: 'pvz', 2: 'postamat', 3: 'officeRupost', 4: 'terminal' };

/** One day of the week's hours; days 1 (Monday) to 7, times "HH:MM"; a day missing from the list is closed. */
export const pointWorktime = z.object({ day: z.number().int().min(1).max(7), from: z.string(), to: z.string() });

export const pointLimits = z.object({
  /** Grams. */
  maxWeight: z.number().nullable(),
  /** Centimetres, the three sides of the largest parcel. */
  maxSizeA: z.number().nullable(),
  maxSizeB: z.number().nullable(),
  maxSizeC: z.number().nullable(),
  /** Roubles of cash on delivery the point accepts. */
  maxCod: z.number().nullable(),
});

export const point = z.object({
  id: z.string(),
  /** Change version (sync cursor). */
  version: z.number().int(),
  providerKey: z.string(),
  /** The delivery service's own code of the point. */
  code: z.string(),
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  postIndex: z.string(),
  lat: z.number(),
  lng: z.number(),
  countryCode: z.string(),
  region: z.string(),
  city: z.string(),
  cityGuid: z.string(),
  street: z.string(),
  house: z.string(),
  block: z.string(),
  office: z.string(),
  /** The full address as one line. */
  address: z.string(),
  url: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The hours as one line for people, e.g. "Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00". */
  timetable: z.string(),
  worktime: z.array(pointWorktime),
  fittingRoom: z.boolean(),
  /** Accepts cash on delivery. */
  cod: z.boolean(),
  paymentCash: z.boolean(),
  paymentCard: z.boolean(),
  availableOperation: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** How to find it ("information" in the product's words). */
  description: z.string(),
  photos: z.array(z.string()),
  metro: z.array(z.string()),
  limits: pointLimits,
  enabled: z.boolean(),
});
export type Point = z.infer<typeof point>;

/** Values of the export job's status (the product leaves them open): queued, then processing, then done or failed. */
export const POINT_EXPORT_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type PointExportStatus = (typeof POINT_EXPORT_STATUSES)[number];

export const pointExport = z.object({
  id: z.string(),
  status: z.enum(POINT_EXPORT_STATUSES),
  /** Where the finished .xlsx is downloaded; empty until done. */
  url: z.string(),
  /** The filter the export was asked with, in the filter syntax. */
  filter: z.string(),
  /** Rows written so far and in all, for progress. */
  done: z.number().int(),
  total: z.number().int(),
  created: z.string(),
});
export type PointExport = z.infer<typeof pointExport>;

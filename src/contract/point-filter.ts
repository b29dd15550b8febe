// What the points page's filters (id, providerKey, code, available operation, payment by
// card, payment by cash, city) and sort mean for a point. Shared by the screens and the points worker;
// the URL form of them is src/features/points/lib/point-search.ts.
import type { GeoPoint } from './geo-distance';
import type { PointOperation } from './points';

export const POINT_SORT_KEYS = ['name', 'city', 'providerKey', 'code', 'address'] as const;
export type PointSortKey = (typeof POINT_SORT_KEYS)[number];

export type PointFilter = {
  id?: string;
  /** A given set of points (a calculator result's points near the recipient); on the device only, the
   *  server's filter has no such field. */
  ids?: string[];
  providerKey?: string;
  code?: string;
  city?: string;
  operation?: PointOperation;
  card?: 0 | 1;
  cash?: 0 | 1;
};
/** 'distance': from `from`, nearest first (docs/decisions/points.md "Near me"); without `from`, by name. */
export type PointSortBy = PointSortKey | 'distance';
/** from: where the user stands, on the device only: never in the URL, never sent to the server. */
export type PointSort = { by: PointSortBy; desc: boolean; from?: GeoPoint };

/** A sort as a text that tells answers apart: the same order from another place is another answer. */
export const sortKey = (sort: PointSort): string => `${sort.by}|${sort.desc}|${sort.from ? `${sort.from.lat},${sort.from.lng}` : ''}`;

/** The map needs a city or an id (a rule of the product): without one it would draw every point of the country. */
export const mapAllowed = (filter: PointFilter): boolean => Boolean(filter.city || filter.id || filter.ids?.length);

/** "Receive" finds points that receive, whether or not they also issue; "both" only those that do both. */
export function operationMatches(point: PointOperation, wanted: PointOperation): boolean {
  return wanted === 3 ? point === 3 : point === wanted || point === 3;
}

/** Case and ё do not matter when people type a city or a code. */
export const foldText = (value: string): string => value.trim().toLowerCase().replaceAll('ё', 'е');

/** The filter in the API's filter syntax (docs/api.md "Lists and paging"), for the server's export job. */
export function toApiFilter(filter: PointFilter): string {
  const parts: string[] = [];
  if (filter.id) parts.push(`id=${filter.id}`);
  if (filter.providerKey) parts.push(`providerKey=${filter.providerKey}`);
  if (filter.code) parts.push(`code=${filter.code}`);
  if (filter.city) parts.push(`city=${filter.city}`);
  if (filter.operation) parts.push(`availableOperation=${filter.operation === 3 ? '3' : `[${filter.operation},3]`}`);
  if (filter.card !== undefined) parts.push(`paymentCard=${filter.card}`);
  if (filter.cash !== undefined) parts.push(`paymentCash=${filter.cash}`);
  return parts.join(';');
}

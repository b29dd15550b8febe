// The calculator's answer as one table: a row per tariff, door and point alike, sortable by price, term,
// service or tariff; the cheapest first unless the user sorts otherwise.
import type { CalculatorAnswer, FeeTerms } from '../../../contract';

export type ResultRow = {
  /** providerKey/tariffId/deliveryType: unique in one answer. */
  key: string;
  providerKey: string;
  providerConnectId: string;
  tariffId: number;
  tariffName: string;
  pickupType: number;
  deliveryType: number;
  deliveryCost: number;
  deliveryCostOriginal: number;
  insuranceFee: number;
  cashServiceFee: number;
  /** How the fees were made (absent from an answer kept from an earlier version). */
  feeTerms?: FeeTerms;
  feesIncluded: boolean;
  daysMin: number;
  daysMax: number;
  ruleIds: string[];
  /** Points near the destination, for point tariffs. */
  pointIds: string[];
};

export function resultRows(answer: CalculatorAnswer): ResultRow[] {
  const groups = [
    ...answer.deliveryToDoor.map((g) => ({ ...g, pointIds: [] as string[] })),
    ...answer.deliveryToPoint,
  ];
  return groups.flatMap((group) => group.tariffs.map((x) => ({
    key: `${group.providerKey}/${x.tariffId}/${x.deliveryTypes[0]}`,
    providerKey: group.providerKey,
    providerConnectId: group.providerConnectId,
    tariffId: x.tariffId,
    tariffName: x.tariffName,
    pickupType: x.pickupTypes[0] ?? 0,
    deliveryType: x.deliveryTypes[0] ?? 0,
    deliveryCost: x.deliveryCost,
    deliveryCostOriginal: x.deliveryCostOriginal,
    insuranceFee: x.insuranceFee,
    cashServiceFee: x.cashServiceFee,
    feeTerms: x.feeTerms,
    feesIncluded: x.feesIncluded,
    daysMin: x.daysMin,
    daysMax: x.daysMax,
    ruleIds: x.ruleIds,
    pointIds: group.pointIds,
  })));
}

export type ResultSortKey = 'price' | 'days' | 'provider' | 'tariff';
export type ResultSort = { key: ResultSortKey; descending: boolean };

export const DEFAULT_RESULT_SORT: ResultSort = { key: 'price', descending: false };

/** Sorted copy; ties fall back to price, then term, so the order never jumps between renders. */
export function sortResults(rows: ResultRow[], sort: ResultSort, providerName: (key: string) => string): ResultRow[] {
  const byPrice = (a: ResultRow, b: ResultRow) => a.deliveryCost - b.deliveryCost || a.daysMax - b.daysMax || a.key.localeCompare(b.key);
  const primary: Record<ResultSortKey, (a: ResultRow, b: ResultRow) => number> = {
    price: (a, b) => a.deliveryCost - b.deliveryCost,
    days: (a, b) => a.daysMax - b.daysMax || a.daysMin - b.daysMin,
    provider: (a, b) => providerName(a.providerKey).localeCompare(providerName(b.providerKey), 'ru'),
    tariff: (a, b) => a.tariffName.localeCompare(b.tariffName, 'ru'),
  };
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => sign * primary[sort.key](a, b) || byPrice(a, b));
}

// The operations history's filter: a type (or all) and a period of days, inclusive, in the user's time zone.
// `created` is an ISO time; the bounds are the first and last instant of the chosen days.
import type { BillingOperation, OperationType } from '../../../contract';

export type OperationFilter = { type: OperationType | ''; from: string; to: string };

export const NO_OPERATION_FILTER: OperationFilter = { type: '', from: '', to: '' };

/** 'YYYY-MM-DD' as the start of that local day, as an ISO time; '' when the text is not a date. */
export function dayStart(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const at = new Date(`${day}T00:00:00`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

/** The ISO bounds of the period, open ends as the lowest and highest text. */
export function periodBounds(filter: OperationFilter): { lower: string; upper: string } {
  const lower = dayStart(filter.from) || '';
  const end = dayStart(filter.to);
  const upper = end ? new Date(new Date(end).getTime() + 24 * 3600_000 - 1).toISOString() : '\uffff';
  return { lower, upper };
}

export function matchesOperation(operation: Pick<BillingOperation, 'type' | 'created'>, filter: OperationFilter): boolean {
  const { lower, upper } = periodBounds(filter);
  return (!filter.type || operation.type === filter.type) && operation.created >= lower && operation.created <= upper;
}

// The period of an analytics call (docs/decisions/analytics.md): Moscow days `from` to `to`, both included, at
// most ANALYTICS_MAX_DAYS; a day that does not exist or a reversed or too long period answers 400.
import { ANALYTICS_MAX_DAYS } from '../../../src/contract';
import { moscowPeriod } from '../analytics/calculation-stats';
import { fail } from '../lib/api-failure';

const DAY_MS = 24 * 3600_000;

export function checkedPeriod(from: string, to: string): { start: number; end: number } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start)) throw fail.badRequest('invalidValue', 'from');
  if (Number.isNaN(end) || end < start || (end - start) / DAY_MS >= ANALYTICS_MAX_DAYS) throw fail.badRequest('invalidValue', 'to');
  return moscowPeriod(from, to);
}

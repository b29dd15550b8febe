// The analytics period: the last N Moscow days up to today, or days typed; the API takes Moscow days.
import { ANALYTICS_MAX_DAYS } from '../../../contract/analytics';

export type AnalyticsPeriod = { from: string; to: string };
export const PERIOD_PRESETS = [7, 30, 90] as const;

const DAY_MS = 24 * 3600_000;
/** A time's Moscow day (UTC+3 all year). */
export const moscowDay = (ms: number): string => new Date(ms + 3 * 3600_000).toISOString().slice(0, 10);

export function lastDays(days: number, now = Date.now()): AnalyticsPeriod {
  return { from: moscowDay(now - (days - 1) * DAY_MS), to: moscowDay(now) };
}

/** Every day of the period in order, for charts whose days without calculations still take their place. */
export function daysOf(period: AnalyticsPeriod): string[] {
  const days: string[] = [];
  const end = Date.parse(`${period.to}T00:00:00Z`);
  for (let at = Date.parse(`${period.from}T00:00:00Z`); at <= end && days.length <= ANALYTICS_MAX_DAYS; at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** What is wrong with a typed period, or null. */
export function periodProblem(period: AnalyticsPeriod): 'order' | 'length' | 'format' | null {
  const from = Date.parse(`${period.from}T00:00:00Z`);
  const to = Date.parse(`${period.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'format';
  if (to < from) return 'order';
  if ((to - from) / DAY_MS >= ANALYTICS_MAX_DAYS) return 'length';
  return null;
}

// The demo companies' past calculations (docs/decisions/billing.md, "Demo history"): HISTORY_DAYS days of them,
// more on weekdays, from Moscow or Saint Petersburg to the big cities, parcels of 0.5 to 3 kg. A plan both seed
// areas read: demo-accounts opens the calculation account with enough units for them, and calculation-history
// writes them, each spending its unit, so the ledger and the analytics tell one story.
import { hashUnit } from '../../../lib/random';

export const HISTORY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const FROM = ['Москва', 'Москва', 'Москва', 'Санкт-Петербург'];
const TO = ['Казань', 'Новосибирск', 'Екатеринбург', 'Нижний Новгород', 'Самара', 'Краснодар', 'Ростов-на-Дону', 'Воронеж', 'Санкт-Петербург', 'Москва', 'Уфа', 'Пермь'];
const WEIGHTS = [500, 1000, 2000, 3000];

export type PlannedCalculation = { at: number; from: string; to: string; weight: number };

/** Calculations on day `day` (0 = HISTORY_DAYS ago) of company number `company` (0-based). */
function perDay(company: number, day: number, start: number): number {
  const weekday = new Date(start + day * DAY_MS).getUTCDay();
  const base = company === 0 ? 22 : 6;
  const weekend = weekday === 0 || weekday === 6 ? 0.35 : 1;
  return Math.round(base * weekend * (0.6 + 0.8 * hashUnit(`calc-day-${company}-${day}`)));
}

/** The whole plan of one company, oldest first; `now` ends it (today's calculations are the live ones). */
export function calculationPlan(company: number, now: number): PlannedCalculation[] {
  const start = now - HISTORY_DAYS * DAY_MS;
  const plan: PlannedCalculation[] = [];
  for (let day = 0; day < HISTORY_DAYS; day++) {
    const count = perDay(company, day, start);
    const dayStart = start - (start % DAY_MS) + day * DAY_MS;
    for (let i = 0; i < count; i++) {
      const u = (salt: string) => hashUnit(`calc-${company}-${day}-${i}-${salt}`);
      // 06:00 to 18:00 UTC: 09:00 to 21:00 in Moscow.
      const at = dayStart + 6 * 3600_000 + Math.floor(u('at') * 12 * 3600_000);
      const from = FROM[Math.floor(u('from') * FROM.length)]!;
      const destinations = TO.filter((city) => city !== from);
      plan.push({ at, from, to: destinations[Math.floor(u('to') * destinations.length)]!, weight: WEIGHTS[Math.floor(u('w') * WEIGHTS.length)]! });
    }
  }
  return plan.sort((a, b) => a.at - b.at);
}

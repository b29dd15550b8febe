// Numbers and dates as printed on labels and waybills, in the reader's language. Grouping uses a plain
// space: Intl's narrow no-break space is not worth a font fallback on paper.
import type { Lang } from '../lib/texts';

const locale = (lang: Lang) => (lang === 'ru' ? 'ru-RU' : 'en-GB');

export const formatMoney = (n: number, lang: Lang): string =>
  new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n).replace(/\s/g, ' ');

export const formatKg = (grams: number, lang: Lang): string =>
  new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 3 }).format(grams / 1000).replace(/\s/g, ' ');

export const formatDate = (ms: number, lang: Lang): string =>
  new Intl.DateTimeFormat(locale(lang), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' }).format(ms);

/** 20260501-1532 in Moscow time, for file names. */
export function fileStamp(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    timeZone: 'Europe/Moscow',
  }).formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}-${get('hour')}${get('minute')}`;
}

// Dates as people type and read them in the console's language (dd.mm.yyyy in Russian, mm/dd/yyyy in English),
// whatever the browser's own language: a native date input shows the browser's format, not the page's.
// The value stays ISO (yyyy-mm-dd), as the API and the filters keep it.

type Part = 'day' | 'month' | 'year';

export type DateText = {
  /** The parts in the locale's order and the separator between them. */
  order: Part[];
  separator: string;
  /** ISO to the locale's text; '' for ''. */
  show: (iso: string) => string;
  /** The locale's text (or ISO) to ISO: '' for an empty text, null while it is not a whole, real date. */
  parse: (text: string) => string | null;
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function dateText(locale: string): DateText {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2001, 10, 22)));
  const order = parts.map((p) => p.type).filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((p) => p.type === 'literal')?.value ?? '.';
  return {
    order,
    separator,
    show(iso) {
      const match = ISO.exec(iso);
      if (!match) return '';
      const value: Record<Part, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
      return order.map((part) => value[part]).join(separator);
    },
    parse(text) {
      const trimmed = text.trim();
      if (!trimmed) return '';
      const iso = ISO.exec(trimmed);
      if (iso) return realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
      const numbers = trimmed.split(/\D+/).filter(Boolean);
      if (numbers.length !== 3) return null;
      const value = Object.fromEntries(order.map((part, i) => [part, numbers[i]!])) as Record<Part, string>;
      if (value.year.length !== 4) return null;
      return realDate(Number(value.year), Number(value.month), Number(value.day));
    },
  };
}

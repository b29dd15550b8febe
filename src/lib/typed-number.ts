// A number as a person types it in a form: a comma for the decimal point, spaces between thousands ("1 500,5").
export const typedNumber = (text: string): number => Number(text.replace(',', '.').replace(/\s/g, ''));

/** null for an empty field. */
export const typedNumberOrNull = (text: string): number | null => (text.trim() ? typedNumber(text) : null);

/** A stored number as a form shows it for editing: the locale's decimal mark ("0,75" in Russian, as lists show it)
 *  and no thousands grouping, so what is shown reads back as the same number. */
export const numberAsTyped = (n: number, locale: string): string =>
  new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(n);

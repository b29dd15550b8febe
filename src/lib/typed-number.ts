// A number as a person types it in a form: a comma for the decimal point, spaces between thousands ("1 500,5").
export const typedNumber = (text: string): number => Number(text.replace(',', '.').replace(/\s/g, ''));

/** null for an empty field. */
export const typedNumberOrNull = (text: string): number | null => (text.trim() ? typedNumber(text) : null);

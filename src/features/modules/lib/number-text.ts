// Whole numbers typed in text inputs (ids, grams, days): '' stays empty, anything else becomes a number the
// contract then checks, so "12a" is refused as not a number instead of read as 12.

export const numberText = (value: number | null | undefined): string => (typeof value === 'number' ? String(value) : '');

export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

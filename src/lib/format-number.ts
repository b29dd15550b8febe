// Compact numbers for dashboard figures. English keeps the product's suffixes k, M, G, T, P, E; Russian has
// its own compact words (тыс., млн, млрд, трлн) with a decimal comma: "1.2k" is not how Russian writes 1 200.
const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

function withSuffix(num: number, digits: number): string {
  const abs = Math.abs(num);
  for (const { value, symbol } of SUFFIXES) {
    if (abs >= value) {
      const scaled = (num / value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return scaled + symbol;
    }
  }
  return String(num);
}

export function formatCompactNumber(num: number, locale = 'en', digits = 1): string {
  if (locale.startsWith('ru')) return new Intl.NumberFormat('ru', { notation: 'compact', maximumFractionDigits: digits }).format(num);
  return withSuffix(num, digits);
}

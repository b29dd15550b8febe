// Compact numbers for dashboard figures with the product's suffixes k, M, G, T, P, E.
const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

export function formatCompactNumber(num: number, digits = 1): string {
  const abs = Math.abs(num);
  for (const { value, symbol } of SUFFIXES) {
    if (abs >= value) {
      const scaled = (num / value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return scaled + symbol;
    }
  }
  return String(num);
}

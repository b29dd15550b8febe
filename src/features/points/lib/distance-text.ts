// A distance as people read it on a list of points near them (docs/decisions/points.md "Near me"): metres to
// the nearest 10 under a kilometre, kilometres with one decimal under 10 km, whole kilometres past that.
// Written by Intl with its unit, so each language writes it its own way: "350 м", "1,2 км"; "350 m", "1.2 km".
const formats = new Map<string, Intl.NumberFormat>();

function format(locale: string, unit: 'meter' | 'kilometer', digits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${digits}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits })));
  return found;
}

export function distanceText(metres: number, locale: string): string {
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return format(locale, 'meter', 0).format(tens);
  const km = metres / 1000;
  // 9.96 km rounds to "10 km", not "10.0 km".
  return km < 9.95 ? format(locale, 'kilometer', 1).format(Math.round(km * 10) / 10) : format(locale, 'kilometer', 0).format(Math.round(km));
}

// Where each city of the stored points lies, for the own base map's city names (docs/decisions/points.md,
// "The base map"): the middle of its points, median latitude and longitude (a point placed far off by a typo
// in its coordinates does not move it), per city and region, so two towns of one name stay apart.

export type CityCentre = { city: string; lat: number; lng: number; count: number };

/** What the catalog gives: its live slots and the columns read. */
export type CityColumns = { city: ArrayLike<number>; region: ArrayLike<number>; lat: ArrayLike<number>; lng: ArrayLike<number> };

const usable = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 85 && Math.abs(lng) <= 180 && (lat !== 0 || lng !== 0);

function median(values: number[]): number {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The biggest first (more points); cities without a name or any usable coordinates are left out. */
export function cityCentres(slots: Iterable<number>, c: CityColumns, cityNames: string[]): CityCentre[] {
  const groups = new Map<string, { city: number; lats: number[]; lngs: number[] }>();
  for (const slot of slots) {
    const lat = c.lat[slot];
    const lng = c.lng[slot];
    if (!usable(lat, lng) || !cityNames[c.city[slot]]) continue;
    const key = `${c.city[slot]}|${c.region[slot]}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { city: c.city[slot], lats: [], lngs: [] }));
    group.lats.push(lat);
    group.lngs.push(lng);
  }
  return [...groups.values()]
    .map(({ city, lats, lngs }) => ({ city: cityNames[city], lat: median(lats), lng: median(lngs), count: lats.length }))
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
}

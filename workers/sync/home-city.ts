// The city whose points a first points download brings first: where the company's warehouses are (most of
// them, when they are in several cities), which is where its staff hand over parcels. None without warehouses.
import type { ParcelDb } from '../../src/db/schema';

export async function homeCity(db: ParcelDb): Promise<string | undefined> {
  const counts = new Map<string, number>();
  for (const warehouse of await db.warehouses.toArray()) {
    const city = typeof warehouse.city === 'string' ? warehouse.city.trim() : '';
    if (city) counts.set(city, (counts.get(city) ?? 0) + 1);
  }
  return [...counts].sort(([a, n], [b, m]) => m - n || a.localeCompare(b))[0]?.[0];
}

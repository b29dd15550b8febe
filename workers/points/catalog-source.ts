// Keeps the points catalog in step with the points table: the saved snapshot first, then only the points
// with a newer version than the catalog has seen (the version index), a few thousand per read so the
// worker keeps answering queries meanwhile. Deletions leave no newer version behind: once a finished pull
// says the server has fewer points than the catalog, the catalog drops the ids no longer stored.
import type { Point } from '../../src/contract/points';
import type { ParcelDb } from '../../src/db/schema';
import { PointCatalog } from './catalog';
import { packSnapshot, unpackSnapshot } from './catalog-snapshot';

const READ_CHUNK = 2000;

export async function loadCatalog(db: ParcelDb): Promise<PointCatalog> {
  const saved = await db.pointCatalog.get('current');
  return new PointCatalog(unpackSnapshot(saved?.snapshot));
}

/** Reads what changed since the catalog's version; answers whether anything did. */
export async function refreshCatalog(db: ParcelDb, catalog: PointCatalog): Promise<boolean> {
  const before = catalog.generation;
  for (;;) {
    const rows = await db.points.where('version').above(catalog.maxVersion).limit(READ_CHUNK).toArray();
    for (const row of rows) catalog.upsert(row as unknown as Point);
    if (rows.length < READ_CHUNK) break;
  }
  const state = await db.syncState.get('points');
  if (state?.complete && catalog.size > state.total) {
    catalog.retainOnly(new Set((await db.points.toCollection().primaryKeys()) as string[]));
  }
  return catalog.generation !== before;
}

export async function saveCatalog(db: ParcelDb, catalog: PointCatalog): Promise<void> {
  await db.pointCatalog.put({ key: 'current', snapshot: packSnapshot(catalog.snapshot()), savedAt: Date.now() });
}

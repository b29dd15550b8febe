// Keeps the points catalog in step with the stored pages (SyncPageRow, in the order they arrived): the
// saved snapshot first, then only the pages after the last one it read, a few at a time so the worker
// keeps answering queries meanwhile. After an expired cursor the sync worker pulls every point again as a
// new pass and drops the older pass's pages once it is complete; the catalog is then built again from
// the pages left, so points the server deleted meanwhile go too.
import type { Point } from '../../src/contract/points';
import type { ParcelDb } from '../../src/db/schema';
import { parseStoredPage } from '../../src/db/stored-page';
import { PointCatalog } from './catalog';
import { packSnapshot, unpackSnapshot } from './catalog-snapshot';

/** Pages per read: 2,000 points, a few tens of milliseconds of parsing between two queries. */
const PAGES_PER_READ = 20;

export async function loadCatalog(db: ParcelDb): Promise<PointCatalog> {
  const saved = await db.pointCatalog.get('current');
  return new PointCatalog(unpackSnapshot(saved?.snapshot));
}

/** Reads the pages stored since the catalog's last one. Answers the catalog to use from now on: the same
 *  one, or a new one when a new pass has replaced the pages it was built from. */
export async function refreshCatalog(db: ParcelDb, catalog: PointCatalog): Promise<PointCatalog> {
  const state = await db.syncState.get('points');
  let current = catalog;
  if (state?.complete && catalog.pass && state.pass > catalog.pass) {
    current = new PointCatalog();
    current.generation = catalog.generation + 1; // answers of the old one must not pass for the new one's
  }
  for (;;) {
    const pages = await db.pointPages.where('seq').above(current.lastPage).limit(PAGES_PER_READ).toArray();
    for (const { seq, pass, body } of pages) {
      const { items, deleted } = parseStoredPage<Point>(body);
      // A page holds each id once: a point deleted and made again would come back as an item.
      for (const id of deleted) current.remove(id);
      for (const point of items) current.upsert(point, seq!);
      current.lastPage = seq!;
      // The pass it was built from: pages of a newer pass read meanwhile do not make it that pass's.
      if (!current.pass) current.pass = pass;
    }
    if (pages.length < PAGES_PER_READ) return current;
  }
}

/** A point's whole record, read from the page that holds it; null when it is not stored. */
export async function readPoint(db: ParcelDb, catalog: PointCatalog, id: string): Promise<Point | null> {
  const seq = catalog.pageOf(id);
  const page = seq === undefined ? undefined : await db.pointPages.get(seq);
  return page ? (parseStoredPage<Point>(page.body).items.find((p) => p.id === id) ?? null) : null;
}

/** During a pull the snapshot is written at most this often (it is ~10 MB for 100,000 points). */
export const SAVE_EVERY_MS = 20_000;
/** After a finished pull the snapshot is written again only when at least this many pages came since it: the
 *  next start reads the pages after the snapshot anyway (a few tens of ms for these), where writing the whole
 *  catalog for a few changed points held ~25 MB more of a phone's memory for good (a renderer's resident
 *  memory does not shrink back; docs/decisions/performance-on-slow-links.md, "Memory on a phone"). */
export const SAVE_AFTER_PAGES = 20;

type SaveState = { pullComplete: boolean; rebuilt: boolean; pagesSinceSave: number; msSinceSave: number };

/** Whether the catalog, just refreshed, should be saved as the snapshot now. */
export function snapshotDue({ pullComplete, rebuilt, pagesSinceSave, msSinceSave }: SaveState): boolean {
  if (!pullComplete) return msSinceSave > SAVE_EVERY_MS;
  return rebuilt || pagesSinceSave >= SAVE_AFTER_PAGES;
}

export async function saveCatalog(db: ParcelDb, catalog: PointCatalog): Promise<void> {
  await db.pointCatalog.put({ key: 'current', snapshot: packSnapshot(catalog.snapshot()), savedAt: Date.now() });
}

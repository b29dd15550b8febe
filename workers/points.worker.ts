// The points worker: holds the points catalog (workers/points/catalog.ts) for the points screens and
// answers their filters, windows, city suggestions, map sets and single points off the main thread. It
// follows the stored pages as the sync worker adds them and tells the page when its answers changed.
import { expose, type ProxyOrClone } from 'comlink';
import { liveQuery } from 'dexie';
import { ParcelDb } from '../src/db/schema';
import type { PointFilter, PointSort } from '../src/contract/point-filter';
import type { CatalogRow, PointCatalog } from './points/catalog';
import type { ExportProgressListener, ExportTexts } from './points/export-xlsx';
import type { Point } from '../src/contract/points';
import type { UploadSelection } from '../src/contract/point-upload';
import { uploadPreview } from './points/upload-preview';
import { loadCatalog, readPoint, refreshCatalog, saveCatalog, snapshotDue } from './points/catalog-source';
import type { CityCentre } from './points/city-centres';

export type CatalogStatus = { ready: boolean; size: number; generation: number };
/** queryMs: the filter, sort and window in this worker, without the trip to and from the page. */
export type PointWindow = { total: number; offset: number; rows: CatalogRow[]; generation: number; queryMs: number };
type Listener = (status: CatalogStatus) => void;

/** A refresh reads the new points in a running pull at most this often. */
const REFRESH_EVERY_MS = 1500;

const db = new ParcelDb();
let catalog: PointCatalog | null = null;
const listeners = new Set<Listener>();
let refreshing: Promise<void> | null = null;
let again = false;
let lastSave = 0;
/** The last page the saved snapshot holds. */
let savedThrough = 0;
let centres: { catalog: PointCatalog; generation: number; value: CityCentre[] } | null = null;

const status = (): CatalogStatus => ({ ready: catalog !== null, size: catalog?.size ?? 0, generation: catalog?.generation ?? 0 });

const opened: Promise<void> = loadCatalog(db).then((saved) => {
  catalog = saved;
  savedThrough = saved.lastPage;
  warmUp(saved);
});

let caughtUp: () => void = () => undefined;
/** Answers wait until the snapshot has taken in the pages stored after it: one saved mid-pull (a reload
 *  right after a pull, before its final save) would otherwise pass for the stored points, its smaller count
 *  on screen as if final for a second or two. Only for that first read, not for the refresh's own promise:
 *  during a pull it goes on round after round as batches land, and answers would wait for the whole pull. */
const loaded = new Promise<void>((resolve) => (caughtUp = resolve));
void opened.then(() => {
  void refresh();
  // The sync worker commits points in batches; each commit moves syncState.points.
  liveQuery(() => db.syncState.get('points')).subscribe({ next: () => void refresh(), error: () => undefined });
});

/** The catalog once loaded (a refresh may replace it with a new one). */
const ready = async (): Promise<PointCatalog> => {
  await loaded;
  return catalog!;
};

let warmed: PointCatalog | null = null;
/** Once per catalog that holds points, before the user filters it (see PointCatalog.warmUp). */
function warmUp(current: PointCatalog): void {
  if (warmed === current || !current.size) return;
  warmed = current;
  current.warmUp();
}

/** One refresh at a time; a change arriving meanwhile runs one more after it, spaced out during a pull. */
function refresh(): Promise<void> {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      await opened;
      const before = catalog!;
      const generation = before.generation;
      const current = (catalog = await refreshCatalog(db, before));
      caughtUp();
      if (current !== before || current.generation !== generation) {
        listeners.forEach((listener) => listener(status()));
        const state = await db.syncState.get('points');
        if (state?.complete) {
          warmUp(current);
          current.settle();
        }
        const due = snapshotDue({ pullComplete: !!state?.complete, rebuilt: current !== before, pagesSinceSave: current.lastPage - savedThrough, msSinceSave: Date.now() - lastSave });
        if (due) {
          lastSave = Date.now();
          savedThrough = current.lastPage;
          await saveCatalog(db, current);
        }
      }
      // The last batch of a pull is taken in at once, so the list's count meets "data as of" on screen. Read
      // afresh, not the state above: the last batch may have landed during that save.
      if (again && !(await db.syncState.get('points'))?.complete) await new Promise((resolve) => setTimeout(resolve, REFRESH_EVERY_MS));
    } while (again);
  })().finally(() => (refreshing = null));
  return refreshing;
}

const api = {
  async status(): Promise<CatalogStatus> {
    await ready();
    return status();
  },
  /** Calls back after every change of the catalog (the page subscribes once and fans out itself). */
  subscribe(listener: ProxyOrClone<Listener>): void {
    listeners.add(listener as Listener);
  },
  async window(filter: PointFilter, sort: PointSort, offset: number, limit: number): Promise<PointWindow> {
    const current = await ready();
    const started = performance.now();
    const slots = current.query(filter, sort);
    const rows = Array.from(slots.subarray(offset, offset + limit), (slot) => current.row(slot, sort.from));
    return { total: slots.length, offset, rows, generation: current.generation, queryMs: performance.now() - started };
  },
  /** Every point of the filter for the map, or its first `limit` (the nearest, for a map near the user). */
  async all(filter: PointFilter, sort: PointSort, limit?: number): Promise<CatalogRow[]> {
    const current = await ready();
    const slots = current.query(filter, sort);
    return Array.from(limit === undefined ? slots : slots.subarray(0, limit), (slot) => current.row(slot, sort.from));
  },
  /** The filtered, sorted points as an .xlsx file; null when cancelled. A Blob made here reaches the page
   *  as a handle, so the page never copies the 30 MB of a full export on its own thread. */
  async exportXlsx(filter: PointFilter, sort: PointSort, texts: ExportTexts, onProgress: ProxyOrClone<ExportProgressListener>): Promise<Blob | null> {
    const current = await ready();
    // The sheet's code (and SheetJS behind it) loads with the first export, not with the worker.
    const { buildPointsXlsx, XLSX_MIME } = await import('./points/export-xlsx');
    // A copy: the file is built across awaits, and the catalog reuses its answer buffers.
    const slots = current.query(filter, sort).slice();
    const bytes = await buildPointsXlsx(slots.length, (i) => current.row(slots[i]), texts, onProgress as ExportProgressListener);
    return bytes && new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
  },
  async cities(typed: string, limit: number): Promise<Array<{ city: string; count: number }>> {
    return (await ready()).cities(typed, limit);
  },
  /** Each city's centre (the map's own base map names them), made once per change of the catalog. */
  async cityCentres(): Promise<CityCentre[]> {
    const current = await ready();
    if (centres?.catalog !== current || centres.generation !== current.generation) {
      centres = { catalog: current, generation: current.generation, value: current.cityCentres() };
    }
    return centres.value;
  },
  async providerKeys(): Promise<string[]> {
    return (await ready()).providerKeys();
  },
  async regions(): Promise<Array<{ region: string; count: number }>> {
    return (await ready()).regions();
  },
  /** A marketplace upload's count and sample names; `providerNames` names the services as the page knows them. */
  async uploadPreview(selection: UploadSelection, template: string, providerNames: Record<string, string>, sampleSize: number) {
    return uploadPreview(await ready(), selection, template, (key) => providerNames[key] ?? key, sampleSize);
  },
  /** One whole point (details), or null when it is not stored. */
  async point(id: string): Promise<Point | null> {
    return readPoint(db, await ready(), id);
  },
};

export type PointsWorkerApi = typeof api;
expose(api);

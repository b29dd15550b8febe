// The local store: one Dexie database per device, wiped on logout (so one user's data never
// reaches the next). Tables are documented here; every schema change is a new version.
//
// Synced collections hold the SERVER's state only. What the user changed and the server has not yet
// accepted lives in `outbox`, and screens lay it over the server rows (src/sync/overlay). So a pull
// never overwrites a pending change, and a rejected change disappears by itself, with nothing to undo.
import Dexie, { type DexieOptions, type EntityTable, type InsertType, type Table } from 'dexie';
import type {
  AnalyticsRow, BillingOperation, ShippingItem, StatusLagItem, Connection, Invoice, ModuleIntegration, ModuleSettings, Order, PackagePreset, Shop, SyncCollection, TariffRule,
  UserInfo, UserStats, Warehouse,
} from '../contract';
import type { OutboxEntry } from './outbox-entry';
import { orderWords, type WordsRow } from './search-words';
import { PAGED_COLLECTIONS, type RowCollection } from './collections';

export type ReferenceListName =
  | 'providers' | 'allProviders' | 'platforms' | 'connectSchemas' | 'statuses' | 'tariffs'
  /** The tariff rule editor's schema, one item (workers/sync/rule-schema-pull.ts); absent for roles without rules. */
  | 'ruleSchema';

/** The logged-in user as last seen from the server, so the shell opens offline. */
export type SessionRow = { key: 'current'; user: UserInfo; tokenTail: string; savedAt: number };

/** A reference list as a whole: replaced in one write after each full page sweep. */
/** `lang`: the language the list was swept in; one of another language than the session's is swept again
 *  (workers/sync/engine.ts, docs/decisions/shell-and-settings.md "Language"). */
export type ReferenceListRow = { name: ReferenceListName; items: unknown[]; syncedAt: number; lang?: string };

/** The user's stats (dashboard figures), kept for offline reading. */
export type StatsRow = { key: 'current'; stats: UserStats; syncedAt: number };

/** A row as the sync cursor delivers it: the API item, which always has an id and a version. */
export type SyncedRow = { id: string; version: number } & Record<string, unknown>;

/** A server answer that is a synced record (an id and a version). */
export const isSyncedRow = (value: unknown): value is SyncedRow =>
  !!value && typeof value === 'object' && typeof (value as SyncedRow).id === 'string' && typeof (value as SyncedRow).version === 'number';

/** What the store adds to a synced item: the full pass that wrote it (workers/sync/pull.ts sweeps rows of
 *  older passes). An order's search words are kept apart, in `orderWords` (search-words.ts). */
export type StoredExtras = { _pass?: number };

/** Each collection's rows: the contract's item as the server sent it, plus the store's extras. */
export type StoredRows = {
  orders: Order & StoredExtras;
  rules: TariffRule & StoredExtras;
  connections: Connection & StoredExtras;
  shops: Shop & StoredExtras;
  warehouses: Warehouse & StoredExtras;
  packages: PackagePreset & StoredExtras;
  invoices: Invoice & StoredExtras;
  operations: BillingOperation & StoredExtras;
  modules: ModuleSettings & StoredExtras;
  integrations: ModuleIntegration & StoredExtras;
};
export type StoredRow<C extends RowCollection = RowCollection> = StoredRows[C];

/** The tables of the collections stored one record per item, keyed by their string id. */
export type RowTables = { [C in RowCollection]: Table<StoredRows[C], string, InsertType<StoredRows[C], 'id'>> };

/** Where the pull of a collection stands. Saved in the same transaction as the rows it covers, so a
 *  killed tab resumes from the last committed batch, never with a gap. */
export type SyncStateRow = {
  collection: SyncCollection;
  /** Opaque server cursor; '' before the first pull. */
  cursor: string;
  /** Server's live row count at the last page: progress and the UI's totals, never count(). */
  total: number;
  /** Rows stored so far in the current full pull (progress figure). */
  stored: number;
  /** Bytes the current full pull took on the wire so far, compressed; absent or 0 where the browser does not
   *  tell (workers/sync/transfer-meter.ts). Progress figure. */
  bytes?: number;
  /** The city the current pass from scratch brings first (points); every page of the pass names it. */
  near?: string;
  /** True once a pull reached the end (hasMore false) at least once. */
  complete: boolean;
  syncedAt: number;
  /** Full passes so far: rows carry the pass that wrote them, and a pass that re-pulled everything
   *  (after an expired cursor) sweeps rows of older passes, which the server no longer has. */
  pass: number;
};

/** The engine's state, written by the tab that syncs and read live by every tab's navbar. */
export type SyncStatusRow = {
  key: 'current';
  /** The server refused the token while sending or pulling: changes wait for a new login. */
  pausedForLogin: boolean;
  /** The collection being pulled now, or null. */
  pulling: SyncCollection | null;
  /** When every collection was last pulled to its end. */
  lastSyncedAt: number;
  /** The last pull failure other than being offline, for the status tooltip. */
  lastError: string | null;
  /** Reference lists that came back empty at the last sweep (the product's "... empty, please refresh page"). */
  emptyLists?: string[];
};

/** The points screens' compact copy of every stored point (workers/points/catalog.ts), saved so the next
 *  start has it at once instead of reading 100,000 points again. */
export type PointCatalogRow = { key: 'current'; snapshot: unknown; savedAt: number };

/** One page of a collection stored as the page it came in (points, see PAGED_COLLECTIONS): the server's
 *  answer (its JSON as bytes, or as text from an API host that does not send the count headers), in
 *  arrival order. 100,000 points as 1,000 records cost IndexedDB a tenth of 100,000 records of objects,
 *  and the sync worker does not even parse them; the points worker reads them into its catalog in order. */
export type SyncPageRow = { seq?: number; pass: number; body: string | ArrayBuffer };

/** An analytics answer as last fetched (features/analytics), so the charts show offline: the calculations' rows,
 *  or the shipping call's (`groupBy` prefixed `shipping.`). */
export type AnalyticsCacheRow<Item = AnalyticsRow | ShippingItem> = { key: string; groupBy: string; from: string; to: string; items: Item[]; savedAt: number };

/** The status lag of the last 30 days as last answered (workers/sync/status-lag-pull.ts), one row: the analytics
 *  page and the stuck orders read it offline; `etag` asks the server whether it changed (docs/sync.md). */
export type StatusLagRow = { key: 'current'; items: StatusLagItem[]; etag: string | null; syncedAt: number };

/** A downloaded file (labels, waybills), kept so it opens offline. */
export type FileRow = { id: string; fileName: string; blob: Blob; kind: 'label' | 'waybill'; orderIds: string[]; savedAt: number };

export class ParcelDb extends Dexie implements RowTables {
  session!: EntityTable<SessionRow, 'key'>;
  lists!: EntityTable<ReferenceListRow, 'name'>;
  stats!: EntityTable<StatsRow, 'key'>;
  orders!: RowTables['orders'];
  orderWords!: EntityTable<WordsRow, 'id'>;
  rules!: RowTables['rules'];
  connections!: RowTables['connections'];
  shops!: RowTables['shops'];
  warehouses!: RowTables['warehouses'];
  packages!: RowTables['packages'];
  invoices!: RowTables['invoices'];
  operations!: RowTables['operations'];
  modules!: RowTables['modules'];
  integrations!: RowTables['integrations'];
  syncState!: EntityTable<SyncStateRow, 'collection'>;
  syncStatus!: EntityTable<SyncStatusRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  files!: EntityTable<FileRow, 'id'>;
  analytics!: EntityTable<AnalyticsCacheRow, 'key'>;
  pointPages!: EntityTable<SyncPageRow, 'seq'>;
  pointCatalog!: EntityTable<PointCatalogRow, 'key'>;
  statusLag!: EntityTable<StatusLagRow, 'key'>;

  constructor(name = 'parcel-console', options?: DexieOptions) {
    super(name, options);
    // Only versions with an upgrade function, and the latest, are declared: Dexie (3 and later) diffs against
    // the schema a device actually has, and re-reads every declared version at each declaration, so each
    // version kept costs every page and worker start (docs/decisions/performance-on-slow-links.md, "Start-up
    // work"). Version 5 carries everything versions 1-4 made.
    // Orders are listed newest first and filtered by status, service and shop through indexes, so the list never
    // reads every order on the main thread. Pickup points are filtered over an in-memory catalog
    // (workers/points), stored as the pages they came in (SyncPageRow): the per-point table of version 4 goes,
    // and so does what was built from it, so the points are pulled again into the new layout. In the outbox,
    // seq orders the queue (first in, first out), id is the Idempotency-Key, lane groups one entity's changes.
    this.version(5)
      .stores({
        session: 'key', lists: 'name', stats: 'key',
        orders: 'id, created, status.key, order.providerKey, shopId, *_words',
        rules: 'id', connections: 'id', shops: 'id', warehouses: 'id', syncState: 'collection', syncStatus: 'key',
        outbox: '++seq, &id, lane, state', files: 'id, savedAt',
        points: null, pointPages: '++seq, pass', pointCatalog: 'key',
      })
      .upgrade(async (tx) => {
        await tx.table('syncState').delete('points');
        await tx.table('pointCatalog').clear();
      });
    // Search words leave the orders' rows for a companion table read whole in memory (search-words.ts):
    // their multi-entry index tripled the time to write the orders' copy to the device.
    this.version(6)
      .stores({ orders: 'id, created, status.key, order.providerKey, shopId', orderWords: 'id' })
      .upgrade(async (tx) => {
        const words: WordsRow[] = [];
        await tx.table('orders').toCollection().modify((row: { id: string; _words?: unknown }) => {
          delete row._words;
          words.push({ id: row.id, words: orderWords(row) });
        });
        await tx.table('orderWords').bulkPut(words);
      });
    // Billing (docs/decisions/billing.md): the top-up invoices, and each account's operations by period (the
    // history) and in ledger order (the newest one's balance is the account's balance). The analytics answers
    // last fetched, by group and period; the newest of a group stands in for another period. Modules and
    // marketplaces (docs/decisions/modules.md): settings by kind, integrations by their setting, and orders by
    // the platform that brought them in (the overviews' counts, the order list's platform filter). The status
    // lag, one whole row (docs/decisions/analytics.md "Status lag"). Package presets (docs/decisions/packages.md):
    // a few rows a company, read whole like the shops. Orders needing attention (docs/decisions/orders.md
    // "Needing attention"): the stuck ones of each service and status are a range of [service, status, since] up
    // to the time they count as stuck, read as keys alone. Versions 7 to 11 had no upgrade functions, so 12
    // declares what they made.
    this.version(12).stores({
      invoices: 'id, created', operations: 'id, [account+created], [account+version]',
      analytics: 'key, [groupBy+savedAt]',
      modules: 'id, kind', integrations: 'id, settingsId',
      orders: 'id, created, status.key, order.providerKey, shopId, platform, [order.providerKey+status.key+status.created]',
      statusLag: 'key', packages: 'id',
    });
  }
}

export { isPaged, PAGED_COLLECTIONS, type PagedCollection, type RowCollection } from './collections';

/** Each paged collection's table is a table of this store. */
PAGED_COLLECTIONS satisfies Partial<Record<SyncCollection, keyof ParcelDb>>;

/** A collection's table for the sync engine, which stores every collection's items alike, as the server
 *  sent them, and reads only their id, version and the store's extras. Dexie's by-name access, since the
 *  wire's rows are not checked against each collection's item type. */
export const syncedTable = (db: Dexie, collection: RowCollection): EntityTable<SyncedRow & StoredExtras, 'id'> => db.table(collection);

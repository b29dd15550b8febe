// Plain values of the sync contract (no zod), for the console's entry bundle and the workers.

/** Collections pulled by cursor, in the order a pull takes them: the small ones first, so their screens
 *  fill within a second of the first login while thousands of orders still stream in. The billing
 *  operations (one per charged order and per calculation) come after the orders. */
export const SYNC_COLLECTIONS = ['shops', 'warehouses', 'packages', 'connections', 'rules', 'modules', 'integrations', 'invoices', 'orders', 'operations', 'points'] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

/** Header of every write the outbox sends; the server answers a repeat with its first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is a stored first answer, not a new execution. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** On a sync page: its cursor and hasMore, also in the body. Read before the body has arrived, they let the
 *  puller ask for the next page while this one still travels and parses. */
export const SYNC_CURSOR_HEADER = 'Sync-Cursor';
export const SYNC_HAS_MORE_HEADER = 'Sync-Has-More';
/** On a sync page: the server's total and how many items and deletions the body holds. With these and the two
 *  above, a collection stored as pages (points) keeps the body as bytes without parsing it. */
export const SYNC_TOTAL_HEADER = 'Sync-Total';
export const SYNC_ITEMS_HEADER = 'Sync-Items';
export const SYNC_DELETED_HEADER = 'Sync-Deleted';
/** On a sync page asked with `ahead=K`: the cursors where the K pages after the next one start, comma-separated.
 *  With them the puller keeps several pages in flight instead of one round trip per page; it asks each with
 *  `until` set to the following cursor, so the pages cannot overlap even while the data changes. */
export const SYNC_AHEAD_HEADER = 'Sync-Ahead';
/** The most page starts one answer tells. */
export const SYNC_AHEAD_MAX = 50;

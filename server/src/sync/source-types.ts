// What a sync collection's source is (sources.ts fills them in) and the order of its first pass
// (snapshot-order.ts reads it), apart from both so the readers and the list of sources need not import each
// other.
import type { RawBuilder } from 'kysely';
import type { SqlDialect } from '../db/sql/sql-db';
import type { Lang } from '../lib/texts';

/** A condition on the source's rows, its values bound. */
export type Phase = RawBuilder<unknown>;

export type SnapshotOrder = {
  /** An integer column unique among a company's rows (a table's own key, never SQLite's rowid: PostgreSQL
   *  has none), read along an index. */
  key: string;
  descending?: boolean;
  /** Conditions read one after another; together they hold every row exactly once. null: no order worth a
   *  snapshot for this hint (the pass goes by version). `near` comes folded (lib/search-text.ts). */
  phases: (near: string | undefined) => Phase[] | null;
};

export type SyncSource = {
  table: string;
  /** FROM of the rows, when itemJson needs a join (points: point_docs); counts read `table` alone. */
  from?: string;
  /** What itemJson reads, when not every column (SELECT * of a wide row costs on every page); a function of the
   *  dialect where the two spell it differently (points' stored JSON read as bytes, db/sql/dialect.ts). */
  columns?: (dialect: SqlDialect) => RawBuilder<unknown>;
  /** Roles that may pull it (src/contract/sync-readers.ts; admin always may, none listed is everyone). */
  roles: readonly string[];
  /** Row (SELECT *) to the JSON of the item the resource's GET answers: text, or its UTF-8 bytes when the
   *  table keeps the item whole (points), so a page is joined as bytes without decoding anything. */
  itemJson: (row: Record<string, unknown>, lang: Lang) => string | Buffer;
  /** The column naming a row's delivery service: a provider-limited API token pulls its services' rows only. */
  providerColumn?: string;
  /** Belongs to no company: every company pulls the same rows, checked against the global horizon. */
  global?: boolean;
  /** The order of a pass from scratch, when a screen wants its first rows in another than versions. */
  snapshot?: SnapshotOrder;
};

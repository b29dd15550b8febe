// Every way SQLite and PostgreSQL spell the same thing differently, in one place (docs/decisions/database.md,
// "What differs"), as `sql` fragments for the layer's statements. Search columns need none: the code folds
// them and the words searched for (lib/search-text.ts), so `LIKE ... ESCAPE '\'` means the same on both.
import { sql, type RawBuilder } from 'kysely';
import type { SqlDialect } from './sql-db';

/** A column name, as an identifier (never from user input). */
const column = (name: string) => sql.ref(name);

/** A text field of a JSON document stored as text: null when absent. */
export const jsonText = (dialect: SqlDialect, doc: string, field: string): RawBuilder<string | null> =>
  dialect === 'postgres' ? sql`(${column(doc)}::jsonb ->> ${field})` : sql`json_extract(${column(doc)}, ${`$.${field}`})`;

/** A number field of a JSON document stored as text: null when absent. */
export const jsonNumber = (dialect: SqlDialect, doc: string, field: string): RawBuilder<number | null> =>
  dialect === 'postgres' ? sql`(${column(doc)}::jsonb ->> ${field})::double precision` : sql`json_extract(${column(doc)}, ${`$.${field}`})`;

/** True where a boolean field of a JSON document stored as text is true. */
export const jsonIsTrue = (dialect: SqlDialect, doc: string, field: string): RawBuilder<boolean> =>
  dialect === 'postgres' ? sql`coalesce((${column(doc)}::jsonb ->> ${field})::boolean, false)` : sql`coalesce(json_extract(${column(doc)}, ${`$.${field}`}), 0) = 1`;

/** A boolean field of a JSON document stored as text as 1 or 0 (null when absent), as a list filter compares
 *  it (lib/filter.ts takes true and false as 1 and 0). */
export const jsonFlag = (dialect: SqlDialect, doc: string, field: string): RawBuilder<number | null> =>
  dialect === 'postgres' ? sql`((${column(doc)}::jsonb ->> ${field})::boolean)::int` : sql`json_extract(${column(doc)}, ${`$.${field}`})`;

/** The larger of two values (SQLite's two-argument max). */
export const greater = (dialect: SqlDialect, a: RawBuilder<number> | number, b: RawBuilder<number> | number): RawBuilder<number> =>
  dialect === 'postgres' ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`;

/** The calendar day ('2026-11-28') of a unix-millisecond column at a fixed offset from UTC. */
export const dayAt = (dialect: SqlDialect, ms: string, offsetMs: number): RawBuilder<string> =>
  dialect === 'postgres'
    ? sql`to_char(to_timestamp((${column(ms)} + ${offsetMs}) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
    : sql`strftime('%Y-%m-%d', (${column(ms)} + ${offsetMs}) / 1000, 'unixepoch')`;

/** Locks the rows a SELECT read until the transaction ends, so a write that depends on them waits for (and then
 *  sees) another writer's. SQLite has no row locks and needs none: a database file has one writer at a time. */
export const forUpdate = (dialect: SqlDialect): RawBuilder<unknown> => (dialect === 'postgres' ? sql`FOR UPDATE` : sql``);

/** For a claim of queued work: locks the row picked and passes over rows another claim has locked, so claims
 *  racing on several instances each take a different row instead of queueing behind one. SQLite's one writer
 *  runs claims one after the other: nothing to add. */
export const forUpdateSkipLocked = (dialect: SqlDialect): RawBuilder<unknown> =>
  dialect === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;

/** A text column's bytes, to answer stored JSON as it is without parsing it (SQLite's CAST AS BLOB). */
export const asBytes = (dialect: SqlDialect, text: string): RawBuilder<Uint8Array> =>
  dialect === 'postgres' ? sql`convert_to(${column(text)}, 'UTF8')` : sql`CAST(${column(text)} AS BLOB)`;

/** Whether the database fills a new row's ordering key by itself (PostgreSQL's identity column); SQLite's is
 *  given by the writer (nextKey, or counted on in a bulk write that is the only writer). */
export const fillsOrderingKeys = (dialect: SqlDialect): boolean => dialect === 'postgres';

/** A new row's ordering key in an INSERT's VALUES: PostgreSQL's identity column fills itself; SQLite's column
 *  (a rowid has no PostgreSQL twin) takes one more than the company's largest, in the INSERT itself, which its
 *  one writer keeps unique. */
export const nextKey = (dialect: SqlDialect, table: string, key: string, companyId: number): RawBuilder<number> =>
  dialect === 'postgres' ? sql`DEFAULT` : sql`(SELECT coalesce(max(${column(key)}), 0) + 1 FROM ${sql.table(table)} WHERE company_id = ${companyId})`;
/** After a bulk write (the seed): SQLite folds its write-ahead log into the file and empties it, or the log file
 *  keeps the size of the write (a few hundred MB for 100,000 points). PostgreSQL recycles its own: null. */
export const afterBulkWrite = (dialect: SqlDialect): RawBuilder<unknown> | null =>
  dialect === 'sqlite' ? sql`PRAGMA wal_checkpoint(TRUNCATE)` : null;

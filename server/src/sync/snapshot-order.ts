// A pass from scratch in the order a screen wants its first rows (docs/sync.md "First pass in the screen's order"):
// the newest orders first, the points of the user's city first. The pass reads the rows as they are at its
// floor (version <= floor) in the source's order, phase after phase, then the changes after the floor by
// version. A row written during the pass has a version above the floor: it leaves the snapshot and comes in
// the tail, so nothing is skipped or sent twice; a deletion during the pass is a tombstone in the tail.
// Pages never straddle the snapshot's end: the page that reads its last rows ends at the tail's start.
import { sql, type RawBuilder } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import { searchable } from '../lib/search-text';
import { columnsOf } from './changes';
import { formatCursor, formatSnapshotCursor, type Cursor, type SnapshotAt } from './cursor';
import { pageStartsAfter, rowsWhere, versionsAfter, type SyncScope } from './page-plan';
import type { Phase, SnapshotOrder, SyncSource } from './source-types';


type Taken = { row: Record<string, unknown> & { version: number; _key: number }; phase: number };

export type SnapshotPage = { taken: Taken['row'][]; next: string; hasMore: boolean; ahead: string[] };

/** The hint's fingerprint in the cursor: every page of the pass must be asked with the same `near`. */
export function hintHash(near: string | undefined): string {
  let hash = 0x811c9dc5;
  for (const ch of searchable((near ?? '').trim())) hash = Math.imul(hash ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}

export const phasesFor = (order: SnapshotOrder, near: string | undefined) => order.phases(near?.trim() ? searchable(near.trim()) : undefined);

type Reader = { db: SqlDb; source: SyncSource; order: SnapshotOrder; scope: SyncScope; floor: number; phases: Phase[] };

/** Up to `count` rows (or only their keys) after `at` in pass order, stopping before `until` (a snapshot bound). */
async function rowsAfter(r: Reader, at: SnapshotAt, count: number, columns: RawBuilder<unknown>, until?: SnapshotAt): Promise<Taken[]> {
  const { order, source, scope } = r;
  const key = sql.ref(order.key);
  const [after, upTo] = order.descending ? [sql`<`, sql`>=`] : [sql`>`, sql`<=`];
  const taken: Taken[] = [];
  for (let phase = at.phase, from = at.key; phase < r.phases.length && taken.length < count; phase++, from = null) {
    if (until && (phase > until.phase || (phase === until.phase && until.key === null))) break;
    const bound = until?.phase === phase ? until.key : null;
    const conditions = [
      sql`version <= ${r.floor}`, sql`(${r.phases[phase]})`,
      ...(from === null ? [] : [sql`${key} ${after} ${from}`]), ...(bound === null ? [] : [sql`${key} ${upTo} ${bound}`]),
    ];
    const rows = await r.db.all(sql<Taken['row']>`
      SELECT ${columns}, ${key} AS _key FROM ${sql.raw(source.from ?? source.table)} ${rowsWhere(scope, ...conditions)}
      ORDER BY ${key} ${order.descending ? sql`DESC` : sql`ASC`} LIMIT ${count - taken.length}`);
    taken.push(...rows.map((row) => ({ row, phase })));
  }
  return taken;
}

const cursorOf = (floor: number, hint: string, taken: Taken): string => formatSnapshotCursor(floor, { phase: taken.phase, key: taken.row._key, hint });

/** Where the pages after the one starting at `at` start: snapshot keys, then the tail's start and its pages. */
async function startsAfter(r: Reader, at: SnapshotAt, limit: number, pages: number): Promise<string[]> {
  if (pages <= 0) return [];
  const need = (pages + 1) * limit;
  const keys = await rowsAfter(r, at, need, sql`version`, undefined);
  const starts: string[] = [];
  for (let end = limit; end < keys.length; end += limit) starts.push(cursorOf(r.floor, at.hint, keys[end - 1]));
  if (keys.length < need && (await versionsAfter(r.db, r.source, r.scope, r.floor, 1)).length) {
    starts.push(formatCursor(r.floor, r.floor));
    starts.push(...(await pageStartsAfter(r.db, r.source, r.scope, r.floor, limit, pages)).map((v) => formatCursor(v, r.floor)));
  }
  return starts.slice(0, pages);
}

/** `phases`: the order's phases for the pass's `near` (phasesFor). */
export type SnapshotRequest = { at: SnapshotAt; floor: number; phases: Phase[]; limit: number; until?: Cursor; ahead: number };

/** One page of the snapshot. Call inside a read transaction with the total, so both describe one moment. */
export async function readSnapshotPage(
  db: SqlDb, source: SyncSource, order: SnapshotOrder, scope: SyncScope, request: SnapshotRequest,
): Promise<SnapshotPage> {
  const { at, floor, limit, until } = request;
  const r: Reader = { db, source, order, scope, floor, phases: request.phases };
  const taken = await rowsAfter(r, at, limit + 1, columnsOf(db, source), until?.snapshot);
  const rows = taken.slice(0, limit);
  let next: string;
  let hasMore: boolean;
  let nextAt: SnapshotAt | null = null;
  if (taken.length > limit) {
    next = cursorOf(floor, at.hint, rows.at(-1)!);
    nextAt = { phase: rows.at(-1)!.phase, key: rows.at(-1)!.row._key, hint: at.hint };
    hasMore = true;
  } else if (until) {
    // A planned page that held its whole range ends where the next planned one starts.
    next = until.snapshot ? formatSnapshotCursor(until.floor, until.snapshot) : formatCursor(until.position, until.floor);
    nextAt = until.snapshot ?? null;
    hasMore = true;
  } else {
    next = formatCursor(floor, floor);
    hasMore = (await versionsAfter(db, source, scope, floor, 1)).length > 0;
  }
  const ahead = !hasMore || request.ahead <= 0 ? []
    : nextAt ? await startsAfter(r, nextAt, limit, request.ahead)
      : (await pageStartsAfter(db, source, scope, floor, limit, request.ahead)).map((v) => formatCursor(v, floor));
  return { taken: rows.map((t) => t.row), next, hasMore, ahead };
}

/** Where a pass from scratch of a source with an order begins. */
export const snapshotStart = (near: string | undefined): SnapshotAt => ({ phase: 0, key: null, hint: hintHash(near) });

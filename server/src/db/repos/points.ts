// Reads and writes of points. A point is its API item as JSON text in point_docs (lists and sync pages
// splice it in as it is) plus a narrow points row of what filters and indexes read. pointRow makes both
// from one Point, so they cannot disagree; every write takes the next change version as its transaction's
// last statement (db/sql/versions.ts), and the item's text, which holds the version too, is written with it.
import { sql } from 'kysely';
import type { Point } from '../../../../src/contract';
import { searchable } from '../../lib/search-text';
import { addGlobalTombstone } from '../../sync/global-tombstones';
import type { SqlDb } from '../sql/sql-db';
import { commitVersion, commitVersionWith } from '../sql/versions';

export const POINTS_COLLECTION = 'points';

export type PointRow = {
  id: string;
  version: number;
  provider_key: string;
  code: string;
  type: number;
  available_operation: number;
  payment_card: number;
  payment_cash: number;
  cod: number;
  enabled: number;
  name_search: string;
  city_search: string;
  post_index: string;
  lat: number;
  lng: number;
};

export const POINT_COLUMNS = [
  'id', 'version', 'provider_key', 'code', 'type', 'available_operation', 'payment_card', 'payment_cash', 'cod',
  'enabled', 'name_search', 'city_search', 'post_index', 'lat', 'lng',
] as const satisfies ReadonlyArray<keyof PointRow>;

/** The row and the item's text of one point. */
export type StoredPoint = { row: PointRow; docJson: string };

/** Values in POINT_COLUMNS order: the seed writes 100,000 rows through these (db/sql/insert-rows.ts). */
export const pointParams = (row: PointRow) => POINT_COLUMNS.map((c) => row[c]);

const bit = (b: boolean) => (b ? 1 : 0);

export function pointRow(p: Point): StoredPoint {
  return {
    row: {
      id: p.id, version: p.version, provider_key: p.providerKey, code: p.code, type: p.type,
      available_operation: p.availableOperation, payment_card: bit(p.paymentCard), payment_cash: bit(p.paymentCash),
      cod: bit(p.cod), enabled: bit(p.enabled), name_search: searchable(p.name), city_search: searchable(p.city),
      post_index: p.postIndex, lat: p.lat, lng: p.lng,
    },
    docJson: JSON.stringify(p),
  };
}

/** What a save writes before its version: every column but the key and the version. */
const DATA_COLUMNS = POINT_COLUMNS.filter((c) => c !== 'id' && c !== 'version');

export function pointsRepo(db: SqlDb) {
  return {
    async byId(id: string): Promise<Point | undefined> {
      const row = await db.get(sql<{ doc_json: string }>`SELECT d.doc_json FROM points p JOIN point_docs d ON d.seq = p.seq WHERE p.id = ${id}`);
      return row ? (JSON.parse(row.doc_json) as Point) : undefined;
    },
    /** Writes the point's new state under the next version; answers it as stored. */
    save(point: Point): Promise<Point> {
      return db.tx(async (tx) => {
        const { row } = pointRow(point);
        const sets = sql.join(DATA_COLUMNS.map((c) => sql`${sql.ref(c)} = ${row[c]}`));
        const written = await tx.get(sql<{ seq: number }>`UPDATE points SET ${sets} WHERE id = ${row.id} RETURNING seq`);
        if (!written) throw new Error(`no point ${row.id} to save`);
        let saved = point;
        await commitVersionWith(tx, async (version) => {
          saved = { ...point, version };
          await tx.run(sql`UPDATE points SET version = ${version} WHERE seq = ${written.seq}`);
          await tx.run(sql`UPDATE point_docs SET doc_json = ${pointRow(saved).docJson} WHERE seq = ${written.seq}`);
        });
        return saved;
      });
    },
    /** Deletes it and leaves a tombstone for sync cursors; false when there was no such point. */
    remove(id: string, at: number): Promise<boolean> {
      return db.tx(async (tx) => {
        // point_docs goes with it (ON DELETE CASCADE).
        if ((await tx.run(sql`DELETE FROM points WHERE id = ${id}`)) === 0) return false;
        await commitVersion(tx, [await addGlobalTombstone(tx, POINTS_COLLECTION, id, at)]);
        return true;
      });
    },
  };
}

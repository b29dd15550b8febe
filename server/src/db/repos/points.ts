// Reads and writes of points. A point is its API item as JSON text in point_docs (lists and sync pages
// splice it in as it is) plus a narrow points row of what filters and indexes read. pointRow makes both
// from one Point, so they cannot disagree; every write takes the next change version.
import type { Point } from '../../../../src/contract';
import { searchable } from '../../lib/search-text';
import { addGlobalTombstone } from '../../sync/global-tombstones';
import type { Db } from '../db-type';
import { nextVersion } from '../versioning';

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

/** Positional parameters in POINT_COLUMNS order: the seed writes 100,000 rows through these. */
export const INSERT_POINT_SQL = `INSERT INTO points (${POINT_COLUMNS.join(', ')}) VALUES (${POINT_COLUMNS.map(() => '?').join(', ')})`;
export const INSERT_POINT_DOC_SQL = 'INSERT INTO point_docs (seq, doc_json) VALUES (?, ?)';
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

const UPDATE_COLUMNS = POINT_COLUMNS.filter((c) => c !== 'id');

export function pointsRepo(db: Db) {
  const byId = db.prepare<[string], { doc_json: string }>(
    'SELECT d.doc_json FROM points p JOIN point_docs d ON d.seq = p.seq WHERE p.id = ?',
  );
  const update = db.prepare<unknown[], { seq: number }>(
    `UPDATE points SET ${UPDATE_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ? RETURNING seq`,
  );
  const updateDoc = db.prepare<[string, number]>('UPDATE point_docs SET doc_json = ? WHERE seq = ?');
  // point_docs goes with it (ON DELETE CASCADE).
  const remove = db.prepare<[string]>('DELETE FROM points WHERE id = ?');

  return {
    byId(id: string): Point | undefined {
      const row = byId.get(id);
      return row ? (JSON.parse(row.doc_json) as Point) : undefined;
    },
    /** Writes the point's new state under the next version; answers it as stored. */
    save(point: Point): Point {
      return db.transaction(() => {
        const next = { ...point, version: nextVersion(db) };
        const { row, docJson } = pointRow(next);
        const seq = update.get(...UPDATE_COLUMNS.map((c) => row[c]), row.id)?.seq;
        if (seq === undefined) throw new Error(`no point ${row.id} to save`);
        updateDoc.run(docJson, seq);
        return next;
      })();
    },
    /** Deletes it and leaves a tombstone for sync cursors; false when there was no such point. */
    remove(id: string, at: number): boolean {
      return db.transaction(() => {
        if (remove.run(id).changes === 0) return false;
        addGlobalTombstone(db, POINTS_COLLECTION, id, at);
        return true;
      })();
    },
  };
}

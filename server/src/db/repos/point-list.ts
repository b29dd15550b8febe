// The points list's filter (docs/api.md "Lists and paging"): id, providerKey, code, type, availableOperation,
// paymentCard, paymentCash, cod, city, postIndex, enabled, name. City and name compare folded (lower
// case, ё as е) with = and % alike, so "city=москва" and "name%тверск" find what people mean. The list,
// the export job and its worker all read through pointWhere, so they answer the same rows.
import { sql } from 'kysely';
import { filterToSql, parseFilter, type FilterFields, type SqlWhere } from '../../lib/filter';
import { searchable } from '../../lib/search-text';
import type { PageRequest } from '../page-query';
import type { SqlDb } from '../sql/sql-db';
import { whereClause } from '../sql/where';

/** Points with their items; filter columns are unambiguous (point_docs has only seq and doc_json). */
export const POINTS_WITH_DOCS = 'points JOIN point_docs ON point_docs.seq = points.seq';

export const POINT_FILTER_FIELDS: FilterFields = {
  id: { column: 'id', type: 'string' },
  providerKey: { column: 'provider_key', type: 'string' },
  code: { column: 'code', type: 'string' },
  type: { column: 'type', type: 'number' },
  availableOperation: { column: 'available_operation', type: 'number' },
  paymentCard: { column: 'payment_card', type: 'bool' },
  paymentCash: { column: 'payment_cash', type: 'bool' },
  cod: { column: 'cod', type: 'bool' },
  city: { column: 'city_search', type: 'string' },
  postIndex: { column: 'post_index', type: 'string' },
  enabled: { column: 'enabled', type: 'bool' },
  name: { column: 'name_search', type: 'string' },
};

const FOLDED = new Set(['city', 'name']);

/** The filter as SQL conditions over points; a bad filter throws 040010 / 040011 (lib/filter.ts). */
export function pointWhere(filter: string | undefined): SqlWhere[] {
  const conditions = parseFilter(filter, POINT_FILTER_FIELDS).map((c) =>
    FOLDED.has(c.field) ? { ...c, values: c.values.map((v) => searchable(String(v))) } : c,
  );
  return filterToSql(conditions, POINT_FILTER_FIELDS);
}

/** How many points the filter finds. */
export async function countPoints(db: SqlDb, where: SqlWhere[]): Promise<number> {
  return (await db.get(sql<{ total: number }>`SELECT count(*) AS total FROM points ${whereClause(db.dialect, where)}`))?.total ?? 0;
}

/**
 * One page of items as JSON texts, in seq order (the seed writes city by city; the city and provider
 * indexes serve that order without a sort). The count reads the narrow points rows only; the items'
 * texts are fetched for the page alone. As db/sql/list-page.ts otherwise, past-the-end included.
 * Count and page come from one snapshot, so the total agrees with the items while points change.
 */
export function pointPage(db: SqlDb, where: SqlWhere[], paging: PageRequest): Promise<{ total: number; docs: string[] }> {
  return db.tx(async (tx) => {
    const total = await countPoints(tx, where);
    const offset = (paging.page - 1) * paging.limit;
    if (offset >= total) return { total, docs: [] };
    // The page is picked over the narrow rows first: a join under OFFSET would read every skipped item.
    const rows = await tx.all(sql<{ doc_json: string }>`
      SELECT d.doc_json FROM (SELECT seq FROM points ${whereClause(db.dialect, where)} ORDER BY seq LIMIT ${paging.limit} OFFSET ${offset}) p
      JOIN point_docs d ON d.seq = p.seq ORDER BY p.seq`);
    return { total, docs: rows.map((r) => r.doc_json) };
  }, { readOnly: true, isolation: 'repeatable read' });
}

// The order list's queries under every filter it offers: each is served by an index on that filter (the
// page in the list's order, stopping after it), none reads the whole orders table, and a text search or a
// far page reads index entries only, plus the page's own rows. One slow list query holds up every other
// request of this single-threaded server, so this is checked on the plans, not on timings.
import type { RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageStatements } from '../../server/src/db/sql/list-page';
import { ORDER_FILTER_FIELDS, orderListSource, orderSpecialConditions } from '../../server/src/db/repos/order-list';
import { filterToSql, parseFilter } from '../../server/src/lib/filter';
import { SERVER_TESTS_ON_POSTGRES } from './test-database';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The query plans (EXPLAIN QUERY PLAN details) of the list's count and page for a filter. */
function plans(filter: string) {
  const conditions = parseFilter(filter, ORDER_FILTER_FIELDS);
  const where = [...filterToSql(conditions, ORDER_FILTER_FIELDS), ...orderSpecialConditions(conditions)];
  const statements = pageStatements('sqlite', { ...orderListSource, scope: [{ sql: 'company_id = ?', params: [1] }] }, where);
  const explain = (statement: RawBuilder<unknown>) => {
    const { sql, parameters } = statement.compile(t.db.kysely);
    return t.sqlite!.prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters).map((r) => r.detail);
  };
  return { count: explain(statements.count), page: explain(statements.page(100, 9900)) };
}

const EQUALS: Array<[string, string]> = [
  ['status=delivered', 'status_key'],
  ['providerKey=cdek', 'provider_key'],
  ['shopId=shop-1', 'shop_id'],
  ['warehouseId=wh-1', 'warehouse_id'],
  ['platform=api', 'platform'],
  ['number=PC-0000001', 'number'],
  ['clientNumber=API-000001', 'client_number'],
  ['providerNumber=CD123', 'provider_number'],
  ['deliveryType=2', 'delivery_type'],
  ['created>2026-05-01T00:00:00Z', 'created_at'],
];

// SQLite's query planner: PostgreSQL plans by its own statistics.
describe.skipIf(SERVER_TESTS_ON_POSTGRES)('order list query plans', () => {
  it.each(EQUALS)('%s: count and page searched by an index on %s', (filter, column) => {
    const { count, page } = plans(filter);
    for (const plan of [count, page]) {
      expect(plan.join(' | ')).not.toMatch(/\bSCAN orders\b/);
      expect(plan.some((d) => new RegExp(`^SEARCH orders USING (COVERING )?INDEX \\w+ \\(company_id=\\? AND ${column}[=><]`).test(d))).toBe(true);
    }
    // In the list's order, straight from the index: no sort of the matching rows.
    expect(page.join(' | ')).not.toMatch(/TEMP B-TREE FOR (LAST TERM OF |RIGHT PART OF )?ORDER BY.*SEARCH orders USING (COVERING )?INDEX/);
  });

  it.each(['', 'q%иван', 'number%PC-00', 'clientNumber%API', 'status=[onWay,delivering]'])('"%s": reads index entries only, and then the rows of the page', (filter) => {
    const { count, page } = plans(filter);
    for (const plan of [count, page]) expect(plan.join(' | ')).not.toMatch(/\bSCAN orders\b/);
    expect(count.every((d) => !/^(SEARCH|SCAN) orders\b/.test(d) || /COVERING INDEX/.test(d))).toBe(true);
    expect(page.every((d) => !/^(SEARCH|SCAN) orders\b/.test(d) || /COVERING INDEX|USING INDEX sqlite_autoindex_orders_1 \(id=\?\)/.test(d))).toBe(true);
  });
});

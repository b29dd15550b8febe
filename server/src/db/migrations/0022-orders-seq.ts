// The orders' snapshot key (sync/sources.ts: a pass from scratch reads the newest written first), as a column
// of its own: it was SQLite's rowid, which PostgreSQL has no twin of (docs/decisions/database.md, "What
// differs"). Existing rows keep their rowid's order; a new row takes one more than its company's largest in
// its own INSERT (db/sql/dialect.ts, nextKey). PostgreSQL's twin is migrations/postgres/0022-orders-seq.ts.
export const ordersSeq = /* sql */ `
ALTER TABLE orders ADD COLUMN seq INTEGER NOT NULL DEFAULT 0;
UPDATE orders SET seq = rowid;
DROP INDEX orders_company;
CREATE UNIQUE INDEX orders_by_seq ON orders(company_id, seq);
`;

// The term an order was priced with: SQLite's migrations/0028-promised-days.ts, in PostgreSQL's types.
export const postgresPromisedDays = /* sql */ `
ALTER TABLE orders ADD COLUMN days_max BIGINT;
-- The shipping analytics read a company's money operations of a period (analytics/shipping.ts).
CREATE INDEX billing_operations_by_time ON billing_operations(company_id, account, created_at);
-- and the orders delivered in a period, with what the on-time rule needs, from the index alone.
CREATE INDEX orders_delivered ON orders(company_id, status_at, provider_key, days_max, created_at, id) WHERE status_key = 'delivered';
`;

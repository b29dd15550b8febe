// The term an order was priced with: SQLite's migrations/0028-promised-days.ts, in PostgreSQL's types.
export const postgresPromisedDays = /* sql */ `
ALTER TABLE orders ADD COLUMN days_max INTEGER;
-- The shipping analytics read a company's money operations of a period (analytics/shipping.ts).
CREATE INDEX billing_operations_by_time ON billing_operations(company_id, account, created_at);
`;

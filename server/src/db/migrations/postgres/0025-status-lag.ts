// The status lag's indexes, as SQLite's migrations/0025-status-lag.ts.
export const postgresStatusLagIndexes = /* sql */ `
CREATE INDEX orders_status_since ON orders(company_id, status_at, provider_key, status_key, id);
CREATE INDEX order_status_history_stays ON order_status_history(order_id, created_at, id, status_key);
`;

// The status lag's index, as SQLite's migrations/0025-status-lag.ts.
export const postgresStatusLagIndexes = /* sql */ `
CREATE INDEX orders_status_since ON orders(company_id, status_at, provider_key, status_key, id);
`;

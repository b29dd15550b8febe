// The status lag's reads (analytics/status-lag.ts, docs/decisions/analytics.md "Status lag"): a company's orders
// whose status changed since a time (their stays end within the period), and those waiting in a status since
// before one (the stuck ones), read from the index alone; their history in the order the stays are taken in,
// without a visit to the table. PostgreSQL's twin is
// migrations/postgres/0025-status-lag.ts.
export const statusLagIndexes = /* sql */ `
CREATE INDEX orders_status_since ON orders(company_id, status_at, provider_key, status_key, id);
CREATE INDEX order_status_history_stays ON order_status_history(order_id, created_at, id, status_key);
`;

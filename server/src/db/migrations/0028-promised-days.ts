// The term an order was priced with (docs/decisions/analytics.md "Shipping"): the tariff's days at most, after
// rules and the connection's extra days, as the calculator showed it; NULL for an order priced by the fixed
// model (no promise). Set by the create and the edit (orders/order-price.ts); read by the shipping analytics,
// which also read the money operations of a period by their time.
// PostgreSQL's twin is migrations/postgres/0028-promised-days.ts.
export const promisedDays = /* sql */ `
ALTER TABLE orders ADD COLUMN days_max INTEGER;
-- The shipping analytics read a company's money operations of a period (analytics/shipping.ts).
CREATE INDEX billing_operations_by_time ON billing_operations(company_id, account, created_at);
-- and the orders delivered in a period, with what the on-time rule needs, from the index alone.
CREATE INDEX orders_delivered ON orders(company_id, status_at, provider_key, days_max, created_at, id) WHERE status_key = 'delivered';
`;

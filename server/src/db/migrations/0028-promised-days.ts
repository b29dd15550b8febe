// The term an order was priced with (docs/decisions/analytics.md "Shipping"): the tariff's days at most, after
// rules and the connection's extra days, as the calculator showed it; NULL for an order priced by the fixed
// model (no promise). Set by the create and the edit (orders/order-price.ts); read by the shipping analytics.
// PostgreSQL's twin is migrations/postgres/0028-promised-days.ts.
export const promisedDays = /* sql */ `
ALTER TABLE orders ADD COLUMN days_max INTEGER;
`;

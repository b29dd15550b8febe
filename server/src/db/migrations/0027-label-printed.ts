// When labels were last made for an order (unix ms, NULL before), read as the order's `labelPrinted`
// (docs/decisions/orders.md, "Labels"). Set by the labels call in one conditional UPDATE
// (orders/record-labels-printed.ts). PostgreSQL's twin is migrations/postgres/0027-label-printed.ts.
export const labelPrinted = /* sql */ `
ALTER TABLE orders ADD COLUMN label_printed_at INTEGER;
`;

// When labels were last made for an order: SQLite's migrations/0027-label-printed.ts, in PostgreSQL's types.
export const postgresLabelPrinted = /* sql */ `
ALTER TABLE orders ADD COLUMN label_printed_at BIGINT;
`;

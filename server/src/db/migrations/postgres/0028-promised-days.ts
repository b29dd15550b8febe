// The term an order was priced with: SQLite's migrations/0028-promised-days.ts, in PostgreSQL's types.
export const postgresPromisedDays = /* sql */ `
ALTER TABLE orders ADD COLUMN days_max INTEGER;
`;

// The order of an orders sync pass from scratch, the newest written first (sync/snapshot-order.ts): a
// company's rows along their rowid, read backwards a page at a time, not sorted anew for every page.
export const ordersByWrite = /* sql */ `
CREATE INDEX orders_company ON orders(company_id);
`;

// An index for every filter of the order list, each ending in the list's order (created_at DESC, id DESC):
// a filtered page is then read in order from the index and stops after it, and its count reads the index
// alone. Before, only status and created had one; a filter on the service, shop, platform... and the
// ties of the order read and sorted every one of the company's orders (wide rows, ~2 kB each) on every
// request, which under 50 concurrent clients held up all of them. The list's own index also carries the
// columns searched by "contains" (`q` over `search`, number, client number: a LIKE no index can seek) and
// the status (several statuses at once, walked in list order), so those read narrow index entries, not rows.
export const orderListIndexes = /* sql */ `
DROP INDEX orders_created;
DROP INDEX orders_status;
CREATE INDEX orders_list ON orders(company_id, created_at, id, status_key, number, client_number, search);
CREATE INDEX orders_status ON orders(company_id, status_key, created_at, id);
CREATE INDEX orders_provider ON orders(company_id, provider_key, created_at, id);
CREATE INDEX orders_shop ON orders(company_id, shop_id, created_at, id);
CREATE INDEX orders_warehouse ON orders(company_id, warehouse_id, created_at, id);
CREATE INDEX orders_platform ON orders(company_id, platform, created_at, id);
CREATE INDEX orders_delivery_type ON orders(company_id, delivery_type, created_at, id);
CREATE INDEX orders_provider_number ON orders(company_id, provider_number, created_at, id);
`;

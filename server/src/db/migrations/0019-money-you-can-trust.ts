// Money that stays right with several writers (docs/decisions/billing.md):
// - account_balances: one row per company and account, changed by a single UPDATE ... RETURNING inside each
//   post. The row's lock is what serialises posts of one account, so the ledger's balance_after chain stays
//   whole without relying on one writer; a debit that must not go below zero is one conditional UPDATE.
// - order_ids: an order id, once used, belongs to its company for good (a deleted order's id included), so a
//   charge or refund can never follow an id to another company. Filled from live orders and order tombstones.
// - orders.charge_kopecks: what the service's acceptance will charge, the aggregator's own price of the
//   tariff, never the shop's cost.deliveryCost. Orders made before carry their stored cost over.
// - order_files.providers: the services a label or waybill file covers (docs/decisions/api-tokens.md).
// - charges and refunds are unique per company and order; invoices remember the payment that settled them and
//   where the payer pays (every invoice made before was the demo provider's).
export const moneyYouCanTrust = /* sql */ `
CREATE TABLE account_balances (
  company_id INTEGER NOT NULL REFERENCES companies(id),
  account    TEXT    NOT NULL CHECK (account IN ('money', 'calculations')),
  balance    INTEGER NOT NULL,
  PRIMARY KEY (company_id, account)
);
INSERT INTO account_balances (company_id, account, balance)
  SELECT o.company_id, o.account, o.balance_after FROM billing_operations o
  WHERE o.seq = (SELECT max(seq) FROM billing_operations l WHERE l.company_id = o.company_id AND l.account = o.account);

CREATE TABLE order_ids (
  id         TEXT    PRIMARY KEY NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id)
);
INSERT OR IGNORE INTO order_ids (id, company_id) SELECT id, company_id FROM orders;
INSERT OR IGNORE INTO order_ids (id, company_id) SELECT id, company_id FROM tombstones WHERE collection = 'orders';

ALTER TABLE orders ADD COLUMN charge_kopecks INTEGER NOT NULL DEFAULT 0;
UPDATE orders SET charge_kopecks = CAST(round(100 * (
  coalesce(json_extract(cost_json, '$.deliveryCost'), 0) + coalesce(json_extract(cost_json, '$.insuranceFee'), 0)
  + coalesce(json_extract(cost_json, '$.cashServiceFee'), 0))) AS INTEGER);

DROP INDEX billing_operations_charge;
DROP INDEX billing_operations_refund;
CREATE UNIQUE INDEX billing_operations_charge ON billing_operations(company_id, order_id) WHERE type = 'orderCharge';
CREATE UNIQUE INDEX billing_operations_refund ON billing_operations(company_id, order_id) WHERE type = 'orderRefund';

ALTER TABLE invoices ADD COLUMN payment_id TEXT;
CREATE UNIQUE INDEX invoices_payment ON invoices(payment_id) WHERE payment_id IS NOT NULL;
-- One unfinished point export per company and one unfinished point upload per integration, decided by the
-- insert itself (a race makes one job, never two): the checks before the inserts stay only as early answers.
CREATE UNIQUE INDEX point_exports_unfinished ON point_exports(company_id) WHERE status IN ('queued', 'processing');
CREATE UNIQUE INDEX point_upload_tasks_unfinished ON point_upload_tasks(integration_id) WHERE status IN ('queued', 'processing');

-- The delivery services a label or waybill file covers, so a provider-limited API token downloads only its own.
ALTER TABLE order_files ADD COLUMN providers TEXT NOT NULL DEFAULT '[]';

ALTER TABLE invoices ADD COLUMN payment_url TEXT;
UPDATE invoices SET payment_url = '/v1/demo/payments/' || id;
`;

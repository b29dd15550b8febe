// Billing (docs/decisions/billing.md): the two accounts of a company are ledgers. Every change of a balance is
// one row of billing_operations with the balance after it; a balance is the newest row's balance_after, never a
// column edited in place. Money in kopecks, calculations in units, both integers. A top-up credits once per
// invoice and an order is charged and refunded at most once: unique indexes, not code paths, guarantee it.
// The companies' old balance columns become each account's opening row and are dropped.
export const billing = /* sql */ `
CREATE TABLE billing_operations (
  seq           INTEGER PRIMARY KEY,           -- ledger order within the whole table
  id            TEXT    NOT NULL UNIQUE,
  company_id    INTEGER NOT NULL REFERENCES companies(id),
  version       INTEGER NOT NULL,              -- sync cursor (db/versioning.ts)
  account       TEXT    NOT NULL CHECK (account IN ('money', 'calculations')),
  type          TEXT    NOT NULL CHECK (type IN ('topup', 'orderCharge', 'orderRefund', 'calculation', 'calculationsPurchase', 'opening')),
  amount        INTEGER NOT NULL,              -- signed: kopecks or units
  balance_after INTEGER NOT NULL,
  created_at    INTEGER NOT NULL,
  description   TEXT    NOT NULL DEFAULT '',
  order_id      TEXT,
  invoice_id    TEXT
);
CREATE INDEX billing_operations_balance ON billing_operations(company_id, account, seq);
CREATE INDEX billing_operations_sync ON billing_operations(company_id, version);
CREATE UNIQUE INDEX billing_operations_topup ON billing_operations(invoice_id) WHERE type = 'topup';
CREATE UNIQUE INDEX billing_operations_charge ON billing_operations(order_id) WHERE type = 'orderCharge';
CREATE UNIQUE INDEX billing_operations_refund ON billing_operations(order_id) WHERE type = 'orderRefund';

CREATE TABLE invoices (
  id          TEXT    PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id),
  version     INTEGER NOT NULL,
  amount      INTEGER NOT NULL,                -- kopecks
  status      TEXT    NOT NULL CHECK (status IN ('accepted', 'processing', 'success', 'fail')),
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL,
  next_at     INTEGER,                         -- when the payment provider moves it on; NULL once settled
  fail_reason TEXT
);
CREATE INDEX invoices_sync ON invoices(company_id, version);
CREATE INDEX invoices_due ON invoices(next_at) WHERE next_at IS NOT NULL;

INSERT INTO billing_operations (id, company_id, version, account, type, amount, balance_after, created_at, description)
  SELECT lower(hex(randomblob(16))), id, 0, 'money', 'opening', CAST(round(balance_money * 100) AS INTEGER),
         CAST(round(balance_money * 100) AS INTEGER), created_at, '' FROM companies WHERE balance_money <> 0;
INSERT INTO billing_operations (id, company_id, version, account, type, amount, balance_after, created_at, description)
  SELECT lower(hex(randomblob(16))), id, 0, 'calculations', 'opening', calculations, calculations, created_at, ''
  FROM companies WHERE calculations <> 0;
UPDATE billing_operations SET version = (SELECT value FROM change_version WHERE id = 1) + seq;
UPDATE change_version SET value = value + (SELECT coalesce(max(seq), 0) FROM billing_operations) WHERE id = 1;
ALTER TABLE companies DROP COLUMN balance_money;
ALTER TABLE companies DROP COLUMN calculations;
`;

// Orders (docs/api.md "Paths"), their status history, their log, the PDFs made from them, and the
// per-company counter behind the human-readable numbers. The API blocks are kept as JSON exactly as they
// are answered; the columns beside them are what lists filter, search and sort by, and what the delivery
// simulation (sim/) needs. Times are unix milliseconds.
export const orders = /* sql */ `
CREATE TABLE orders (
  id                     TEXT    PRIMARY KEY, -- UUID, client-made or ours; unique across companies
  company_id             INTEGER NOT NULL REFERENCES companies(id),
  version                INTEGER NOT NULL,    -- change_version of the last write (sync cursor)
  number                 TEXT    NOT NULL,    -- PC-0012345
  client_number          TEXT    NOT NULL,
  provider_key           TEXT    NOT NULL REFERENCES providers(key),
  tariff_id              INTEGER NOT NULL REFERENCES tariffs(id),
  delivery_type          INTEGER NOT NULL,    -- 1 courier, 2 to a point: picks the simulated route
  shop_id                TEXT,
  warehouse_id           TEXT,
  platform               TEXT    NOT NULL,
  user_id                INTEGER,
  username               TEXT    NOT NULL,    -- kept as it was at create: the user may be renamed or leave
  -- Current status. Texts are not stored: names come from data/ in the reader's language.
  status_key             TEXT    NOT NULL,
  status_at              INTEGER NOT NULL,
  provider_code          TEXT,                -- the service's own status code
  provider_at            INTEGER,
  error_code             TEXT,                -- 040088 when the service refused the order
  reason_key             TEXT,                -- text key of the refusal reason (lib/order-texts.ts)
  -- What the delivery service gave back.
  provider_number        TEXT,
  return_provider_number TEXT,
  barcode                TEXT,
  tracking_url           TEXT,
  -- Search: lower-cased in code, as SQLite folds only ASCII (recipients are mostly Cyrillic).
  recipient_name         TEXT    NOT NULL,
  recipient_phone        TEXT    NOT NULL,
  search                 TEXT    NOT NULL,    -- number, client number, recipient name, phone, phone digits
  -- Delivery simulation: the route the parcel will take, the step it is at, when the next one is due
  -- (NULL: nothing is due, e.g. delivered, cancelled or refused).
  sim_route              TEXT    NOT NULL,
  sim_step               INTEGER NOT NULL DEFAULT 0,
  next_step_at           INTEGER,
  tracing_id             TEXT,                -- X-Tracing-Id of the last create/update/resend: the upload's cause
  created_at             INTEGER NOT NULL,
  updated_at             INTEGER NOT NULL,
  order_json             TEXT    NOT NULL,
  cost_json              TEXT    NOT NULL,
  sender_json            TEXT    NOT NULL,
  recipient_json         TEXT    NOT NULL,
  return_address_json    TEXT,
  places_json            TEXT    NOT NULL,
  items_json             TEXT    NOT NULL,
  extra_params_json      TEXT    NOT NULL
);
CREATE INDEX orders_sync ON orders(company_id, version);
CREATE INDEX orders_created ON orders(company_id, created_at);
CREATE INDEX orders_status ON orders(company_id, status_key);
CREATE UNIQUE INDEX orders_number ON orders(company_id, number);
CREATE UNIQUE INDEX orders_client_number ON orders(company_id, client_number);
CREATE INDEX orders_sim_due ON orders(next_step_at) WHERE next_step_at IS NOT NULL;

CREATE TABLE order_status_history (
  id            INTEGER PRIMARY KEY,
  order_id      TEXT    NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status_key    TEXT    NOT NULL,
  created_at    INTEGER NOT NULL,
  provider_code TEXT,
  provider_at   INTEGER,
  error_code    TEXT,
  reason_key    TEXT
);
CREATE INDEX order_status_history_order ON order_status_history(order_id, id);

-- No foreign key: the entry of a deletion outlives the order, so support can still see who deleted it.
CREATE TABLE order_logs (
  id              INTEGER PRIMARY KEY,
  order_id        TEXT    NOT NULL,
  company_id      INTEGER NOT NULL REFERENCES companies(id),
  created_at      INTEGER NOT NULL,
  status          TEXT    NOT NULL CHECK (status IN ('success', 'error', 'unknown')),
  type            TEXT    NOT NULL,
  tracing_id      TEXT,
  client_number   TEXT    NOT NULL,
  provider_number TEXT,
  url             TEXT    NOT NULL,
  request         TEXT,
  response        TEXT
);
CREATE INDEX order_logs_order ON order_logs(order_id, id);

-- Labels and waybills: made on request, fetched by URL, purged after expires_at.
CREATE TABLE order_files (
  id           TEXT    PRIMARY KEY,
  company_id   INTEGER NOT NULL REFERENCES companies(id),
  kind         TEXT    NOT NULL CHECK (kind IN ('label', 'waybill')),
  provider_key TEXT,
  file_name    TEXT    NOT NULL,
  size         INTEGER NOT NULL,
  content      BLOB    NOT NULL,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);
CREATE INDEX order_files_expires ON order_files(expires_at);

-- The last number given per company, so a deleted order's number is never handed out again.
CREATE TABLE order_numbers (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  value      INTEGER NOT NULL
);
`;

// Pickup points (docs/decisions/points.md), the tombstones of collections that belong to no company, and the
// product's point export jobs. Points are one list for every company: no company_id. Each point's API item is
// kept as JSON text (point_docs.doc_json, written with the row and its version), so lists and sync pages
// splice it in rather than build 100 objects a page. It lives in a table of its own: a point's item is
// ~1.3 kB, and beside it a row would fill half a page, so every filter that no index serves (name%,
// paymentCard=1, a count) would read 200 MB for 100,000 points; the narrow `points` rows read ~20 MB.
// Times are unix milliseconds.
export const points = /* sql */ `
CREATE TABLE points (
  seq                 INTEGER PRIMARY KEY, -- list order (the seed writes city by city); point_docs' key
  id                  TEXT    NOT NULL UNIQUE,
  version             INTEGER NOT NULL,    -- change_version of the last write (sync cursor)
  provider_key        TEXT    NOT NULL,
  code                TEXT    NOT NULL,    -- the delivery service's own code
  type                INTEGER NOT NULL,    -- 1 pvz, 2 postamat, 3 officeRupost, 4 terminal
  available_operation INTEGER NOT NULL,    -- 1 receive, 2 issue, 3 both
  payment_card        INTEGER NOT NULL,
  payment_cash        INTEGER NOT NULL,
  cod                 INTEGER NOT NULL,
  enabled             INTEGER NOT NULL,
  -- Name and city folded in code (lib/search-text.ts): LIKE and lower() fold only ASCII, and both are
  -- filtered case-insensitively. Their text as shown is in the item.
  name_search         TEXT    NOT NULL,
  city_search         TEXT    NOT NULL,
  post_index          TEXT    NOT NULL,
  lat                 REAL    NOT NULL,
  lng                 REAL    NOT NULL
);
-- Lists read in seq order, which the city and provider indexes serve without a sort. Other filters scan
-- the narrow rows (~20 MB for 100,000 points, a few ms); each index costs on every write of the seed.
CREATE UNIQUE INDEX points_version ON points(version);
CREATE INDEX points_city ON points(city_search);
CREATE INDEX points_provider ON points(provider_key);
CREATE INDEX points_code ON points(code);

-- The API item (src/contract/points.ts) of each point, version included.
CREATE TABLE point_docs (
  seq      INTEGER PRIMARY KEY REFERENCES points(seq) ON DELETE CASCADE,
  doc_json TEXT    NOT NULL
);

-- Deletions of collections that belong to no company (points). tombstones.company_id must name a
-- company, so these live apart; the global sync_horizon covers them (sync/global-tombstones.ts).
CREATE TABLE global_tombstones (
  collection TEXT    NOT NULL,
  id         TEXT    NOT NULL,
  version    INTEGER NOT NULL,
  deleted_at INTEGER NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX global_tombstones_sync ON global_tombstones(collection, version);
CREATE INDEX global_tombstones_age ON global_tombstones(deleted_at);

-- The product's point export (id, status, url, filter): one job per request, run in a worker thread
-- (points/export-runner.ts). The finished .xlsx is a file beside the database (points/export-files.ts),
-- not a blob here: 30 MB written on the API's thread would stall it. Both go when the job is a day old.
CREATE TABLE point_exports (
  id         TEXT    PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id    INTEGER NOT NULL,
  filter     TEXT    NOT NULL,
  lang       TEXT    NOT NULL,            -- header texts of the sheet
  status     TEXT    NOT NULL CHECK (status IN ('queued', 'processing', 'done', 'failed')),
  done       INTEGER NOT NULL DEFAULT 0,
  total      INTEGER NOT NULL,
  file_name  TEXT,                        -- the name it downloads under
  size       INTEGER,
  error      TEXT,                        -- why it failed, for the server log and support
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX point_exports_company ON point_exports(company_id, created_at);
CREATE INDEX point_exports_created ON point_exports(created_at);
`;

// Groundwork for sync (docs/sync.md): the global change counter behind the sync cursor, and stored first answers
// for Idempotency-Key. Neither is used by a call yet.
export const syncAndIdempotency = /* sql */ `
-- One row: every write bumps value and stamps the row it changed, so "changes since v" is one range scan.
CREATE TABLE change_version (
  id    INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
INSERT INTO change_version (id, value) VALUES (1, 0);

-- A repeat with the same key returns the stored answer; status NULL means the first request is still
-- running (a repeat then answers 409); a different body_hash for the same key answers 422.
-- Keys outlive the 7-day token (docs/api.md "Idempotency"), so purge by created_at well after that.
CREATE TABLE idempotency_keys (
  company_id    INTEGER NOT NULL REFERENCES companies(id),
  key           TEXT    NOT NULL,
  user_id       INTEGER NOT NULL REFERENCES users(id),
  method        TEXT    NOT NULL,
  path          TEXT    NOT NULL,
  body_hash     TEXT    NOT NULL,
  status        INTEGER,
  response_json TEXT,
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (company_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
`;

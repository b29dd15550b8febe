// Deletions for the sync cursor (docs/sync.md "Pull"): a deleted row leaves a tombstone stamped with the
// change version of the delete, kept for a stated period. sync_horizon remembers the newest version
// whose tombstones were purged: a cursor older than that may have missed deletions and answers 410.
export const tombstones = /* sql */ `
CREATE TABLE tombstones (
  collection TEXT    NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  id         TEXT    NOT NULL,
  version    INTEGER NOT NULL,
  deleted_at INTEGER NOT NULL,
  PRIMARY KEY (collection, company_id, id)
);
CREATE INDEX tombstones_sync ON tombstones(collection, company_id, version);
CREATE INDEX tombstones_age ON tombstones(deleted_at);

CREATE TABLE sync_horizon (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO sync_horizon (id, version) VALUES (1, 0);
`;

// Several server instances on one database (docs/decisions/scale-out.md):
// - server_instances: each running instance's id and how long its last heartbeat vouches for it; work an
//   instance claimed (a request's Idempotency-Key, a point export or upload, a periodic job's turn) is taken
//   over only once its instance is gone, never because another one started. A claim also holds the id a create
//   under its key gives a row its body names none for, so a retry after a crash makes no second row.
// - periodic_runs: the next turn of each periodic job (the simulator's tick, housekeeping) and who holds the
//   current one, so the job runs once across instances.
// - point export files as chunks in the database, so any instance serves a file another one made.
// PostgreSQL's twin is migrations/postgres/0023-instances.ts.
export const instances = /* sql */ `
CREATE TABLE server_instances (
  id          TEXT    PRIMARY KEY,
  started_at  INTEGER NOT NULL,
  alive_until INTEGER NOT NULL
);
CREATE TABLE periodic_runs (
  name       TEXT    PRIMARY KEY,
  next_at    INTEGER NOT NULL,
  owner      TEXT,
  held_until INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
ALTER TABLE idempotency_keys ADD COLUMN row_id TEXT;
ALTER TABLE point_exports ADD COLUMN claimed_by TEXT;
ALTER TABLE point_upload_tasks ADD COLUMN claimed_by TEXT;
CREATE TABLE point_export_chunks (
  export_id TEXT    NOT NULL,
  seq       INTEGER NOT NULL,
  bytes     BLOB    NOT NULL,
  PRIMARY KEY (export_id, seq)
);
`;

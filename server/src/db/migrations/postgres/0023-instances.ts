// Several server instances on one database: SQLite's migrations/0023-instances.ts, in PostgreSQL's types.
export const postgresInstances = /* sql */ `
CREATE TABLE server_instances (
  id          TEXT   PRIMARY KEY,
  started_at  BIGINT NOT NULL,
  alive_until BIGINT NOT NULL
);
CREATE TABLE periodic_runs (
  name       TEXT   PRIMARY KEY,
  next_at    BIGINT NOT NULL,
  owner      TEXT,
  held_until BIGINT NOT NULL DEFAULT 0
);
ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
ALTER TABLE idempotency_keys ADD COLUMN row_id TEXT;
ALTER TABLE point_exports ADD COLUMN claimed_by TEXT;
ALTER TABLE point_upload_tasks ADD COLUMN claimed_by TEXT;
CREATE TABLE point_export_chunks (
  export_id TEXT   NOT NULL,
  seq       BIGINT NOT NULL,
  bytes     BYTEA  NOT NULL,
  PRIMARY KEY (export_id, seq)
);
`;

// Package presets: SQLite's migrations/0026-packages.ts, in PostgreSQL's types.
export const postgresPackages = /* sql */ `
CREATE TABLE packages (
  id         TEXT             PRIMARY KEY NOT NULL,
  company_id BIGINT           NOT NULL REFERENCES companies(id),
  name       TEXT             NOT NULL,
  length     DOUBLE PRECISION NOT NULL,
  width      DOUBLE PRECISION NOT NULL,
  height     DOUBLE PRECISION NOT NULL,
  weight     BIGINT           NOT NULL,
  version    BIGINT           NOT NULL,
  created_at BIGINT           NOT NULL,
  updated_at BIGINT           NOT NULL
);
CREATE INDEX packages_sync ON packages(company_id, version);
`;

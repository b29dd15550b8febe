// Package presets (docs/decisions/packages.md): a company's saved boxes, synced by cursor like the shops
// (migrations/0006-company-resources.ts). Sides in centimetres (decimals allowed, as an order's), weight in
// whole grams. PostgreSQL's twin is migrations/postgres/0026-packages.ts.
export const packages = /* sql */ `
CREATE TABLE packages (
  id         TEXT    PRIMARY KEY NOT NULL,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  name       TEXT    NOT NULL,
  length     REAL    NOT NULL,
  width      REAL    NOT NULL,
  height     REAL    NOT NULL,
  weight     INTEGER NOT NULL,
  version    INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX packages_sync ON packages(company_id, version);
`;

// Connections to delivery services. Created now so that user stats count providers from
// real rows; the connections routes add the calls and, if needed, columns in a later migration.
export const connections = /* sql */ `
CREATE TABLE connections (
  id                    INTEGER PRIMARY KEY,
  company_id            INTEGER NOT NULL REFERENCES companies(id),
  provider_key          TEXT    NOT NULL REFERENCES providers(key),
  name                  TEXT    NOT NULL,
  inn                   TEXT    NOT NULL DEFAULT '',
  insurance_rate        REAL    NOT NULL DEFAULT 0,   -- percent
  cash_service_rate     REAL    NOT NULL DEFAULT 0,   -- percent
  assessed_cost_percent REAL    NOT NULL DEFAULT 100,
  connect_params        TEXT    NOT NULL DEFAULT '{}', -- JSON object keyed by schema field code
  version               INTEGER NOT NULL DEFAULT 0,    -- change_version of the last write (sync cursor)
  created_at            INTEGER NOT NULL,
  updated_at            INTEGER NOT NULL
);
CREATE INDEX connections_company ON connections(company_id, provider_key);
`;

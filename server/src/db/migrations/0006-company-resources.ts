// Company-owned resources the console edits offline and pulls by sync cursor (docs/sync.md): shops,
// warehouses, connections and tariff rules. Ids are TEXT (UUIDs the console may make), every write
// stamps `version` from change_version, and (company_id, version) serves "changes since the cursor".
// connections is recreated: 0003 made it with an INTEGER id and nothing ever wrote to it.
export const companyResources = /* sql */ `
CREATE TABLE shops (
  id           TEXT    PRIMARY KEY NOT NULL,
  company_id   INTEGER NOT NULL REFERENCES companies(id),
  name         TEXT    NOT NULL,
  company_name TEXT    NOT NULL DEFAULT '',
  email        TEXT    NOT NULL DEFAULT '',
  phone        TEXT    NOT NULL DEFAULT '',
  version      INTEGER NOT NULL,
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
CREATE INDEX shops_sync ON shops(company_id, version);

CREATE TABLE warehouses (
  id             TEXT    PRIMARY KEY NOT NULL,
  company_id     INTEGER NOT NULL REFERENCES companies(id),
  name           TEXT    NOT NULL,
  country_code   TEXT    NOT NULL CHECK (country_code IN ('RU', 'BY', 'KZ')),
  region         TEXT    NOT NULL DEFAULT '',
  area           TEXT    NOT NULL DEFAULT '',
  city           TEXT    NOT NULL,
  city_guid      TEXT    NOT NULL DEFAULT '',
  street         TEXT    NOT NULL DEFAULT '',
  house          TEXT    NOT NULL DEFAULT '',
  block          TEXT    NOT NULL DEFAULT '',
  office         TEXT    NOT NULL DEFAULT '',
  post_index     TEXT    NOT NULL DEFAULT '',
  lat            REAL,
  lon            REAL,
  company_name   TEXT    NOT NULL DEFAULT '',
  contact_name   TEXT    NOT NULL,
  phone          TEXT    NOT NULL,
  email          TEXT    NOT NULL DEFAULT '',
  comment        TEXT    NOT NULL DEFAULT '',
  address_string TEXT    NOT NULL DEFAULT '',
  version        INTEGER NOT NULL,
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX warehouses_sync ON warehouses(company_id, version);

DROP TABLE connections;
CREATE TABLE connections (
  id                    TEXT    PRIMARY KEY NOT NULL,
  company_id            INTEGER NOT NULL REFERENCES companies(id),
  provider_key          TEXT    NOT NULL REFERENCES providers(key),
  name                  TEXT    NOT NULL,
  inn                   TEXT    NOT NULL DEFAULT '',
  insurance_rate        REAL    NOT NULL DEFAULT 0,   -- percent
  cash_service_rate     REAL    NOT NULL DEFAULT 0,   -- percent
  assessed_cost_percent REAL    NOT NULL DEFAULT 100,
  connect_params        TEXT    NOT NULL DEFAULT '{}', -- JSON object keyed by schema field code
  version               INTEGER NOT NULL,
  created_at            INTEGER NOT NULL,
  updated_at            INTEGER NOT NULL
);
CREATE INDEX connections_sync ON connections(company_id, version);
-- Two connections of a company to one provider under the same name answer 040902.
CREATE UNIQUE INDEX connections_name ON connections(company_id, provider_key, name);

CREATE TABLE tariff_rules (
  id          TEXT    PRIMARY KEY NOT NULL,
  company_id  INTEGER NOT NULL REFERENCES companies(id),
  name        TEXT    NOT NULL,
  description TEXT    NOT NULL DEFAULT '',
  author      TEXT    NOT NULL,  -- name of the user who created it
  user_email  TEXT    NOT NULL,  -- email of the user who changed it last
  priority    INTEGER NOT NULL,  -- 1 applies first
  status      TEXT    NOT NULL CHECK (status IN ('enabled', 'disabled')),
  conditions  TEXT    NOT NULL DEFAULT '[]', -- JSON [{field, operator, value}]
  actions     TEXT    NOT NULL DEFAULT '[]', -- JSON [{field, operator, value}]
  version     INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX tariff_rules_sync ON tariff_rules(company_id, version);
CREATE INDEX tariff_rules_priority ON tariff_rules(company_id, priority);
`;

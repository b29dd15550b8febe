// Reference lists (docs/api.md). Texts shown to operators are kept in both languages.
export const referenceLists = /* sql */ `
CREATE TABLE providers (
  key            TEXT    PRIMARY KEY,
  name           TEXT    NOT NULL,
  description_ru TEXT    NOT NULL,
  description_en TEXT    NOT NULL,
  enabled        INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  sort           INTEGER NOT NULL
);

CREATE TABLE platforms (
  key            TEXT    PRIMARY KEY,
  name           TEXT    NOT NULL,
  description_ru TEXT    NOT NULL,
  description_en TEXT    NOT NULL,
  sort           INTEGER NOT NULL
);

CREATE TABLE tariffs (
  id             INTEGER PRIMARY KEY,
  provider_key   TEXT    NOT NULL REFERENCES providers(key),
  name_ru        TEXT    NOT NULL,
  name_en        TEXT    NOT NULL,
  description_ru TEXT    NOT NULL,
  description_en TEXT    NOT NULL,
  weight_min     INTEGER NOT NULL, -- grams
  weight_max     INTEGER NOT NULL, -- grams
  pickup_type    INTEGER NOT NULL CHECK (pickup_type IN (1, 2)),   -- 1 courier, 2 drop-off at a point
  delivery_type  INTEGER NOT NULL CHECK (delivery_type IN (1, 2))  -- 1 courier, 2 to a point
);
CREATE INDEX tariffs_provider ON tariffs(provider_key, id);

-- The connection form of each provider; fields is a JSON array with ru/en texts (see seed/connect-schemas).
CREATE TABLE connect_schemas (
  provider_key TEXT PRIMARY KEY REFERENCES providers(key),
  fields       TEXT NOT NULL
);
`;

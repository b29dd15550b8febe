// The calculator (server/src/pricing): tariffs get the delivery service's own code, which connections name
// in connectParams.tariffs (databases seeded before it get theirs back from the seeded description, "...
// tariff code X"); every calculation is recorded with the request and the prices it gave, for the
// analytics of calculations and for the rule editor's preview.
export const calculations = /* sql */ `
ALTER TABLE tariffs ADD COLUMN code TEXT NOT NULL DEFAULT '';
UPDATE tariffs SET code = substr(description_en, instr(description_en, 'tariff code ') + 12)
  WHERE instr(description_en, 'tariff code ') > 0;

CREATE TABLE calculations (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id),
  user_id     INTEGER,
  created_at  INTEGER NOT NULL,
  city_from   TEXT    NOT NULL,
  city_to     TEXT    NOT NULL,
  weight      INTEGER NOT NULL, -- chargeable grams
  request     TEXT    NOT NULL  -- the request as JSON, to price it again
);
CREATE INDEX calculations_company ON calculations(company_id, created_at);

-- One row per tariff offered (hidden ones left out); money in kopecks.
CREATE TABLE calculation_prices (
  calculation_id INTEGER NOT NULL REFERENCES calculations(id) ON DELETE CASCADE,
  provider_key   TEXT    NOT NULL,
  tariff_id      INTEGER NOT NULL,
  delivery_type  INTEGER NOT NULL,
  cost           INTEGER NOT NULL,
  cost_original  INTEGER NOT NULL,
  days_max       INTEGER NOT NULL
);
CREATE INDEX calculation_prices_of ON calculation_prices(calculation_id);
`;

// Modules and marketplaces (docs/decisions/modules.md "Server"): the company's settings at Insales, RetailCRM,
// Yandex Market and Wildberries (sync collection 'modules'), the integrations under them ('integrations') and
// the point uploads to Yandex Market. Each item's plain fields are one JSON document (the four kinds share
// nothing but the stamps); its secrets are one JSON object sealed as a whole (lib/secret-box.ts), so a copied
// database file hands none of them out.
export const modules = /* sql */ `
CREATE TABLE module_settings (
  id           TEXT    PRIMARY KEY NOT NULL,
  company_id   INTEGER NOT NULL REFERENCES companies(id),
  kind         TEXT    NOT NULL CHECK (kind IN ('insales', 'retailcrm', 'yamarket', 'wildberries')),
  doc_json     TEXT    NOT NULL, -- the item's plain fields
  secrets_json TEXT    NOT NULL, -- sealed JSON {field: secret}
  version      INTEGER NOT NULL,
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
CREATE INDEX module_settings_sync ON module_settings(company_id, version);
CREATE INDEX module_settings_kind ON module_settings(company_id, kind, created_at);

CREATE TABLE module_integrations (
  id          TEXT    PRIMARY KEY NOT NULL,
  company_id  INTEGER NOT NULL REFERENCES companies(id),
  settings_id TEXT    NOT NULL, -- its setting, of the same company and kind; deleted with it
  kind        TEXT    NOT NULL CHECK (kind IN ('retailcrm', 'yamarket', 'wildberries')),
  doc_json    TEXT    NOT NULL,
  version     INTEGER NOT NULL,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX module_integrations_sync ON module_integrations(company_id, version);
CREATE INDEX module_integrations_settings ON module_integrations(settings_id, created_at);

-- One upload of an integration's points to Yandex Market; at most one queued or processing per integration.
CREATE TABLE point_upload_tasks (
  id             TEXT    PRIMARY KEY,
  company_id     INTEGER NOT NULL REFERENCES companies(id),
  integration_id TEXT    NOT NULL,
  status         TEXT    NOT NULL CHECK (status IN ('queued', 'processing', 'done', 'failed')),
  total          INTEGER NOT NULL DEFAULT 0,
  uploaded       INTEGER NOT NULL DEFAULT 0,
  failed         INTEGER NOT NULL DEFAULT 0,
  errors_json    TEXT    NOT NULL DEFAULT '[]', -- the first 100 refusals [{pointId, name, reason}]
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX point_upload_tasks_integration ON point_upload_tasks(integration_id, created_at);
`;

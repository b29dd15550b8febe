// API tokens (docs/decisions/api-tokens.md): long-lived keys a shop's own systems call the API with, each of
// one user (whose roles it carries) and optionally limited to some delivery services. Only the sha256 of the
// secret is kept; the preview is its last 4 characters. A revoked token stays listed as revoked for the
// record and answers 040101 from then on.
export const apiTokens = /* sql */ `
CREATE TABLE api_tokens (
  id           TEXT    PRIMARY KEY,
  company_id   INTEGER NOT NULL REFERENCES companies(id),
  user_id      INTEGER NOT NULL REFERENCES users(id),
  name         TEXT    NOT NULL,
  providers    TEXT    NOT NULL DEFAULT '[]', -- JSON array of provider keys; empty: every service
  secret_hash  TEXT    NOT NULL UNIQUE,
  preview      TEXT    NOT NULL,
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at   INTEGER
);
CREATE INDEX api_tokens_company ON api_tokens(company_id, created_at);
`;

// Companies, their users and everything a session needs. Times are unix milliseconds unless named otherwise.
export const accounts = /* sql */ `
CREATE TABLE companies (
  id            INTEGER PRIMARY KEY,
  name          TEXT    NOT NULL,
  -- The two billing accounts: money in roubles and prepaid calculator runs.
  balance_money REAL    NOT NULL DEFAULT 0,
  calculations  INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL
);

CREATE TABLE users (
  id             INTEGER PRIMARY KEY,
  company_id     INTEGER NOT NULL REFERENCES companies(id),
  -- Stored trimmed and lower-cased by the code (NOCASE alone folds only ASCII, emails may be Cyrillic).
  email          TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  name           TEXT    NOT NULL,
  avatar         TEXT    NOT NULL DEFAULT '',
  introduction   TEXT    NOT NULL DEFAULT '',
  roles          TEXT    NOT NULL, -- JSON array of role names, never empty
  password_hash  TEXT    NOT NULL, -- scrypt$N$r$p$salt$hash
  offer_accepted INTEGER,          -- unix SECONDS as the console sends them; NULL until accepted
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX users_company ON users(company_id);

-- Login tokens: only the sha256 of the token is kept, so a copied database opens no sessions.
CREATE TABLE tokens (
  token_hash TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX tokens_user ON tokens(user_id);
CREATE INDEX tokens_expires ON tokens(expires_at);

-- A signup waits here until its emailed code is confirmed. The 6-digit code is kept as is: hashing a
-- million-value space protects nothing; the attempts counter is what stops guessing.
CREATE TABLE pending_signups (
  email         TEXT    PRIMARY KEY COLLATE NOCASE,
  password_hash TEXT    NOT NULL,
  code          TEXT    NOT NULL,
  attempts      INTEGER NOT NULL DEFAULT 0,
  expires_at    INTEGER NOT NULL,
  created_at    INTEGER NOT NULL
);

-- Password-reset links: single use (used_at), short-lived, stored as sha256 like login tokens.
CREATE TABLE password_resets (
  token_hash TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE INDEX password_resets_user ON password_resets(user_id);

-- Which seed areas have run, so each area seeds once and areas added later seed on old databases too.
CREATE TABLE seed_runs (
  area      TEXT    PRIMARY KEY,
  seeded_at INTEGER NOT NULL
);
`;

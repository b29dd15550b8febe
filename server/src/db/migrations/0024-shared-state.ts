// State that every server instance must see alike, moved out of one process's memory and files
// (docs/decisions/database.md, "Shared state"). PostgreSQL's twin is migrations/postgres/0024-shared-state.ts.
// - auth_limits: rate-limiter-flexible's own table (limits/auth-limits.ts), exactly the columns its SQLite and
//   PostgreSQL stores read and write (`key`, `points`, `expire` in unix ms), so the library never makes one.
// - demo_faults: the demo fault switches (middleware/faults.ts), uses left per rule, taken by one statement.
// - mail_spool: mail waiting for the mail transport (mail-outbox.ts), its content sealed (lib/secret-box.ts).
export const sharedState = /* sql */ `
CREATE TABLE auth_limits (
  key    TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);
CREATE TABLE demo_faults (
  id          INTEGER PRIMARY KEY,
  company_id  INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  method      TEXT,
  path        TEXT    NOT NULL,
  times_left  INTEGER NOT NULL,
  action      TEXT    NOT NULL,
  status      INTEGER,
  retry_after INTEGER,
  delay_ms    INTEGER
);
CREATE INDEX demo_faults_by_company ON demo_faults(company_id, id);
CREATE TABLE mail_spool (
  id         INTEGER PRIMARY KEY,
  created_at INTEGER NOT NULL,
  sealed     TEXT    NOT NULL
);
CREATE INDEX mail_spool_by_age ON mail_spool(created_at);
`;

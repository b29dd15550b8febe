// Signups as attempts of their own (docs/decisions/security.md, "Signup"). One row per email let a second
// signup replace the first one's password and code, so whoever signed up last chose the password the mailbox's
// owner then confirmed. Now every signup adds an attempt and none voids another; codes are kept hashed; wrong
// tries are counted per email across attempts and resends. Pending signups of the old table are dropped: they
// held codes in clear, and their owners only need to sign up again.
export const signupAttempts = /* sql */ `
DROP TABLE pending_signups;

CREATE TABLE signup_attempts (
  id            INTEGER PRIMARY KEY,
  -- Stored trimmed and lower-cased by the code, as users.email.
  email         TEXT    NOT NULL COLLATE NOCASE,
  password_hash TEXT    NOT NULL, -- scrypt, as users.password_hash
  -- salt$sha256(salt + code): six digits hashed cannot withstand an offline search, but a look at the
  -- table (a backup, a support query) no longer hands out working codes. The try cap stops guessing.
  code_hash     TEXT    NOT NULL,
  expires_at    INTEGER NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX signup_attempts_email ON signup_attempts(email);

-- Wrong confirmation tries per email, over all its attempts and resends; at the cap every pending attempt
-- of the email is void and this row goes with them.
CREATE TABLE signup_wrong_tries (
  email TEXT    PRIMARY KEY COLLATE NOCASE,
  count INTEGER NOT NULL
);
`;

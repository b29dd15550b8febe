// Demo mode: what would be emailed is also printed, so a visitor trying signup sees the code in the log
// (end-to-end tests, which do not see the log, read the spool as a user would read mail: tests/e2e/support/mail.ts).
// Outside demo mode nothing is printed: the codes are secrets.
import type { SqlDb } from './db/sql/sql-db';
import type { Mailer, OutgoingMail } from './deps';
import { spoolMailer } from './mail-outbox';

function logLine(mail: OutgoingMail): string {
  return mail.kind === 'signup-code'
    ? `[signup] confirmation code for ${mail.to}: ${mail.code}`
    : `[recover] reset link: ${mail.link}`;
}

export function demoMailer(db: SqlDb): Mailer {
  const spool = spoolMailer(db);
  return {
    async send(mail) {
      console.log(logLine(mail));
      await spool.send(mail);
    },
  };
}

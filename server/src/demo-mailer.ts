// Demo mode has no mail server: what would be emailed is printed, and appended to DATA_DIR/mail-outbox.jsonl
// so end-to-end tests (which do not see the log) can read codes and links as a user would.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from './deps';

export const MAIL_OUTBOX_FILE = 'mail-outbox.jsonl';

function logLine(mail: OutgoingMail): string {
  return mail.kind === 'signup-code'
    ? `[signup] confirmation code for ${mail.to}: ${mail.code}`
    : `[recover] reset link: ${mail.link}`;
}

export function demoMailer(dataDir: string): Mailer {
  return {
    send(mail) {
      console.log(logLine(mail));
      appendFileSync(join(dataDir, MAIL_OUTBOX_FILE), `${JSON.stringify({ ...mail, at: Date.now() })}\n`);
    },
  };
}

/** Without demo mode nothing is sent: a real deployment plugs its mail service in here. */
export const silentMailer: Mailer = { send: () => {} };

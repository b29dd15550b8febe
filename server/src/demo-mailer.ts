// Demo mode: what would be emailed is also printed, so a visitor trying signup sees the code in the log
// (end-to-end tests, which do not see the log, read the outbox file as a user would read mail).
// Outside demo mode nothing is printed: the codes are secrets.
import type { Mailer, OutgoingMail } from './deps';
import { outboxMailer } from './mail-outbox';

function logLine(mail: OutgoingMail): string {
  return mail.kind === 'signup-code'
    ? `[signup] confirmation code for ${mail.to}: ${mail.code}`
    : `[recover] reset link: ${mail.link}`;
}

export function demoMailer(dataDir: string): Mailer {
  const outbox = outboxMailer(dataDir);
  return {
    send(mail) {
      console.log(logLine(mail));
      outbox.send(mail);
    },
  };
}

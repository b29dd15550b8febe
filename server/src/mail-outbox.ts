// Where mail leaves the server: this reference server has no mail transport of its own, so each mail (signup
// code, reset link) is appended as one JSON line to DATA_DIR/mail-outbox.jsonl, the spool a real mail transport
// picks up (docs/decisions/security.md, "Demo mode is contained"). The file holds live codes, so only the
// server's user may read it.
import { appendFileSync, chmodSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from './deps';

export const MAIL_OUTBOX_FILE = 'mail-outbox.jsonl';

export function outboxMailer(dataDir: string): Mailer & { file: string } {
  const file = join(dataDir, MAIL_OUTBOX_FILE);
  // A spool left by an older version may have been created readable by all.
  if (existsSync(file)) chmodSync(file, 0o600);
  return {
    file,
    send(mail: OutgoingMail) {
      appendFileSync(file, `${JSON.stringify({ ...mail, at: Date.now() })}\n`, { mode: 0o600 });
    },
  };
}

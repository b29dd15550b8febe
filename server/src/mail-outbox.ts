// Where mail leaves the server: this reference server has no mail transport of its own, so each mail (signup
// code, reset link) becomes a row of mail_spool in the database, the spool a mail transport takes it from
// (`takeMail`; `npx tsx server/src/take-mail.ts` prints it for one). Every server instance on one database
// writes to the same spool. The mail holds live codes: it is sealed with the secrets key (lib/secret-box.ts),
// so a dump of the database does not hand them out (docs/decisions/security.md, "Demo mode is contained").
import { sql } from 'kysely';
import type { SqlDb } from './db/sql/sql-db';
import type { Mailer, OutgoingMail } from './deps';
import { seal, unseal } from './lib/secret-box';

export type SpooledMail = { id: number; at: number; mail: OutgoingMail };

type Row = { id: number; created_at: number; sealed: string };

const opened = (row: Row): SpooledMail => ({ id: row.id, at: row.created_at, mail: JSON.parse(unseal(row.sealed)) as OutgoingMail });

export function spoolMailer(db: SqlDb, now: () => number = Date.now): Mailer {
  return {
    send: async (mail: OutgoingMail) =>
      void (await db.run(sql`INSERT INTO mail_spool (created_at, sealed) VALUES (${now()}, ${seal(JSON.stringify(mail))})`)),
  };
}

/** Up to `max` of the oldest mails, taken out of the spool by one statement: of two transports taking at once,
 *  each mail goes to one. */
export async function takeMail(db: SqlDb, max: number): Promise<SpooledMail[]> {
  const rows = await db.all(sql<Row>`
    DELETE FROM mail_spool WHERE id IN (SELECT id FROM mail_spool ORDER BY id LIMIT ${max})
    RETURNING id, created_at, sealed`);
  return rows.map(opened).sort((a, b) => a.id - b.id);
}

/** Every mail in the spool, oldest first, left there: what the end-to-end tests read as a user reads mail. */
export async function readMail(db: SqlDb): Promise<SpooledMail[]> {
  return (await db.all(sql<Row>`SELECT id, created_at, sealed FROM mail_spool ORDER BY id`)).map(opened);
}

/** Housekeeping: a mail older than a day carries only dead codes and links (the longest lives 24 h). */
export const purgeStaleMail = (db: SqlDb, before: number): Promise<number> =>
  db.run(sql`DELETE FROM mail_spool WHERE created_at < ${before}`);

// The mail transport's side of the spool (mail-outbox.ts): takes the waiting mail out of the server's database
// (DATA_DIR's SQLite file, or DATABASE_URL with its SECRETS_KEY, as the server opens it) and prints each mail
// as one JSON line for a transport to send: `npx tsx server/src/take-mail.ts | your-sender`. A mail printed is
// gone from the spool, so two transports never send one twice.
import { openDatabaseOrExit } from './db/open-database';
import { readEnv } from './env';
import { takeMail } from './mail-outbox';

const BATCH = 100;

const { db } = await openDatabaseOrExit(readEnv());
try {
  for (let batch = await takeMail(db, BATCH); batch.length > 0; batch = await takeMail(db, BATCH)) {
    for (const { at, mail } of batch) process.stdout.write(`${JSON.stringify({ ...mail, at })}\n`);
  }
} finally {
  await db.close();
}

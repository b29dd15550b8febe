// Starts the reference server: env, database (SQLite's file, or PostgreSQL with DATABASE_URL; migrated and seeded
// once), the app, the port.
import { createApp } from './app';
import { openDatabaseOrExit } from './db/open-database';
import { sealPlainConnectParams } from './db/repos/connections';
import { hasDemoWorld, seed } from './db/seed/index';
import { DEMO_COMPANIES } from './db/seed/demo-accounts';
import { DEMO_PASSWORD } from './deps';
import { demoMailer } from './demo-mailer';
import { spoolMailer } from './mail-outbox';
import { readEnv } from './env';
import { serveApp } from './http-server';
import { clientAddressResolver } from './lib/client-address';
import { closeReadPool } from './db/read-pool';
import { closePdfPool } from './pdf/pdf-pool';
import { readSimEnv } from './sim/sim-env';
import { startSimulator } from './sim/timer';
import { startHousekeeping } from './sync/housekeeping';

const env = readEnv();
const sim = readSimEnv();
const { db, place } = await openDatabaseOrExit(env);
// Demo accounts have a published password: a database that holds them must not serve outside demo mode.
if (!env.demo && (await hasDemoWorld(db))) {
  const where = env.databaseUrl ? 'the database of DATABASE_URL' : env.dataDir;
  console.error(`DEMO=0, but ${where} holds the demo accounts (seeded in demo mode). Start with an empty database.`);
  process.exit(1);
}
// Rows written before connection secrets were sealed; a no-op once every row is.
await sealPlainConnectParams(db);
const report = await seed(db, Date.now(), { ordersPerCompany: env.seedOrders, points: env.seedPoints, demo: env.demo });
console.log(
  report.seeded.length
    ? `Seeded ${report.seeded.join(', ')} in ${report.ms} ms`
    : `Database ready (already seeded: ${report.skipped.join(', ')})`,
);
const app = createApp({
  db,
  place,
  config: {
    demo: env.demo, staticDir: env.staticDir, simFailRate: sim.failRate, answerCheckFile: env.answerCheckFile, payments: env.payments,
  },
  mailer: env.demo ? demoMailer(db) : spoolMailer(db),
  clientAddress: clientAddressResolver(env.trustProxy),
  authLimits: { mailsPerClientHour: env.mailsPerClientHour },
});
// Periodic work runs once across the instances on this database (docs/decisions/scale-out.md).
const stopHousekeeping = startHousekeeping({ db }, app.instance, env.tombstoneDays);
// Delivery simulation: moves orders through their statuses (sim/); SIM=0 leaves them where they are. Orders
// arriving through modules and marketplaces are a demo's alone.
// The simulated payment provider settles invoices by itself in demo mode only (docs/decisions/billing.md).
const simulator = startSimulator(db, app.instance, { ...sim, moduleOrders: env.demo, payments: env.demo });
if (!app.consoleServed) {
  console.log(`No built console in ${env.staticDir} (index.html missing): serving the API only. Run npm run build.`);
}

const { server, port } = await serveApp(app.fetch, env.port);
console.log(`Parcel Console: http://localhost:${port}`);
if (!env.demo) {
  console.log('Mail (signup codes, reset links) waits sealed in the database (mail_spool): `npx tsx server/src/take-mail.ts` takes it out for a mail transport.');
} else {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const company of DEMO_COMPANIES) {
    for (const user of company.users) console.log(`  ${user.email}  ${user.roles.join(', ')}  (${company.name})`);
  }
  console.log('Demo mode: role tokens admin-token and api.order.info-token are accepted.');
}

const shutdown = () => server.close(async () => {
  simulator.stop();
  stopHousekeeping();
  // Leaves the instances at once: what it held is free to the others without waiting for its heartbeat to lapse.
  await app.instance.stop().catch((error: unknown) => console.error('[instance] could not leave', error));
  await Promise.all([closePdfPool(), closeReadPool()]);
  await db.close();
  process.exit(0);
});
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

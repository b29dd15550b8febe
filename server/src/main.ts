// Starts the reference server: env, database (migrated and seeded once), the app, the port.
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDb } from './db/open';
import { hasDemoWorld, seed } from './db/seed/index';
import { DEMO_COMPANIES } from './db/seed/demo-accounts';
import { DEMO_PASSWORD } from './deps';
import { demoMailer } from './demo-mailer';
import { outboxMailer } from './mail-outbox';
import { readEnv } from './env';
import { clientAddressResolver } from './lib/client-address';
import { readSimEnv } from './sim/sim-env';
import { startSimulator } from './sim/timer';
import { startHousekeeping } from './sync/housekeeping';

const env = readEnv();
const sim = readSimEnv();
const db = openDb(join(env.dataDir, 'parcel.sqlite'));
// Demo accounts have a published password: a database that holds them must not serve outside demo mode.
if (!env.demo && hasDemoWorld(db)) {
  console.error(`DEMO=0, but ${env.dataDir} holds the demo accounts (seeded in demo mode). Start with an empty DATA_DIR.`);
  process.exit(1);
}
const report = await seed(db, Date.now(), { ordersPerCompany: env.seedOrders, points: env.seedPoints, demo: env.demo });
console.log(
  report.seeded.length
    ? `Seeded ${report.seeded.join(', ')} in ${report.ms} ms`
    : `Database ready (already seeded: ${report.skipped.join(', ')})`,
);
const stopHousekeeping = startHousekeeping(db, env.tombstoneDays);
// Delivery simulation: moves orders through their statuses (sim/); SIM=0 leaves them where they are.
const simulator = startSimulator(db, sim);

const app = createApp({
  db,
  config: { demo: env.demo, staticDir: env.staticDir, simFailRate: sim.failRate },
  mailer: env.demo ? demoMailer(env.dataDir) : outboxMailer(env.dataDir),
  clientAddress: clientAddressResolver(env.trustProxy),
  authLimits: { mailsPerClientHour: env.mailsPerClientHour },
});
if (!app.consoleServed) {
  console.log(`No built console in ${env.staticDir} (index.html missing): serving the API only. Run npm run build.`);
}

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  console.log(`Parcel Console: http://localhost:${info.port}`);
  if (!env.demo) {
    console.log(`Mail (signup codes, reset links) is appended to ${outboxMailer(env.dataDir).file} for a mail transport.`);
    return;
  }
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const company of DEMO_COMPANIES) {
    for (const user of company.users) console.log(`  ${user.email}  ${user.roles.join(', ')}  (${company.name})`);
  }
  console.log('Demo mode: role tokens admin-token and api.order.info-token are accepted.');
});

// Node closes idle keep-alive sockets after 5 s; a client that reuses one just then sees ECONNRESET.
// Longer than the usual client and proxy idle times, so the client closes first.
const http = server as Server; // serve() makes a plain HTTP/1.1 server unless told otherwise
http.keepAliveTimeout = 65_000;
http.headersTimeout = 66_000;

const shutdown = () => server.close(() => { simulator.stop(); stopHousekeeping(); db.close(); process.exit(0); });
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

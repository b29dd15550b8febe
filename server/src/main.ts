// Starts the reference server: env, database (migrated and seeded once), the app, the port.
import { join } from 'node:path';
import { createApp } from './app';
import { openDb } from './db/open';
import { seed } from './db/seed/index';
import { DEMO_COMPANIES } from './db/seed/demo-accounts';
import { DEMO_PASSWORD } from './deps';
import { demoMailer, silentMailer } from './demo-mailer';
import { readEnv } from './env';
import { serveApp } from './http-server';
import { closeReadPool } from './db/read-pool';
import { closePdfPool } from './pdf/pdf-pool';
import { readSimEnv } from './sim/sim-env';
import { startSimulator } from './sim/timer';
import { startHousekeeping } from './sync/housekeeping';

const env = readEnv();
const sim = readSimEnv();
const db = openDb(join(env.dataDir, 'parcel.sqlite'));
const report = await seed(db, Date.now(), { ordersPerCompany: env.seedOrders, points: env.seedPoints });
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
  mailer: env.demo ? demoMailer(env.dataDir) : silentMailer,
});
if (!app.consoleServed) {
  console.log(`No built console in ${env.staticDir} (index.html missing): serving the API only. Run npm run build.`);
}

const { server, port } = await serveApp(app.fetch, env.port);
console.log(`Parcel Console: http://localhost:${port}`);
console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
for (const company of DEMO_COMPANIES) {
  for (const user of company.users) console.log(`  ${user.email}  ${user.roles.join(', ')}  (${company.name})`);
}
if (env.demo) console.log('Demo mode: role tokens admin-token and api.order.info-token are accepted.');

const shutdown = () => server.close(async () => {
  simulator.stop();
  stopHousekeeping();
  await Promise.all([closePdfPool(), closeReadPool()]);
  db.close();
  process.exit(0);
});
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// Reads the server's environment (README.md "Configuration"): PORT, DATA_DIR, DATABASE_URL, DEMO, STATIC_DIR, TOMBSTONE_DAYS,
// SEED_ORDERS, SEED_POINTS, TRUST_PROXY, MAILS_PER_CLIENT_HOUR, PDF_THREADS, READ_THREADS, ANSWER_CHECK_FILE,
// PAYMENT_SECRET, PAYMENT_URL_TEMPLATE.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { isPostgresUrl } from './db/sql/open-sql-db';

export type Env = {
  port: number; dataDir: string;
  /** DATABASE_URL: postgres://...; unset, the SQLite file of the data directory. */
  databaseUrl: string | undefined;
  demo: boolean; staticDir: string; tombstoneDays: number; seedOrders: number | undefined;
  seedPoints: number; trustProxy: number; mailsPerClientHour: number | undefined; pdfThreads: number; readThreads: number;
  /** Tests only: answers the OpenAPI document does not list are written here. */
  answerCheckFile: string | undefined;
  payments: PaymentSettings;
};

/** The payment provider's side (docs/decisions/billing.md "A real payment provider"). */
export type PaymentSettings = {
  /** PAYMENT_SECRET: the key of the notices' HMAC; without it POST /v1/payments/notice answers 503. */
  secret: string | null;
  /** PAYMENT_URL_TEMPLATE: the provider's payment page with an {invoiceId} placeholder; outside demo mode,
   *  an invoice's paymentUrl is null without it. */
  urlTemplate: string | null;
};

/** Only PostgreSQL's URLs: another would be taken for a file name or fail far from its cause. */
function readDatabaseUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!isPostgresUrl(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return url;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  // How long deletions stay pullable by sync cursor; fractions allowed, so tests can use minutes.
  const tombstoneDays = Number(env.TOMBSTONE_DAYS || 30);
  if (!Number.isFinite(tombstoneDays) || tombstoneDays <= 0) {
    throw new Error(`TOMBSTONE_DAYS must be a positive number of days, got ${env.TOMBSTONE_DAYS}`);
  }
  // Orders seeded per demo company into a new database; unset, the seed's own 5,000. Benchmarks ask for more.
  const seedOrders = env.SEED_ORDERS ? Number(env.SEED_ORDERS) : undefined;
  if (seedOrders !== undefined && (!Number.isInteger(seedOrders) || seedOrders < 10)) {
    throw new Error(`SEED_ORDERS must be a whole number of at least 10, got ${env.SEED_ORDERS}`);
  }
  // Pickup points seeded into a new database (all companies share them). 100,000 makes scale problems show.
  const seedPoints = Number(env.SEED_POINTS || 100_000);
  if (!Number.isInteger(seedPoints) || seedPoints < 0) {
    throw new Error(`SEED_POINTS must be a whole number, got ${env.SEED_POINTS}`);
  }
  // Reverse proxies of ours in front that append the client to X-Forwarded-For; 0: the header is the
  // client's own word and is ignored (lib/client-address.ts).
  const trustProxy = Number(env.TRUST_PROXY || 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0) throw new Error(`TRUST_PROXY must be a whole number, got ${env.TRUST_PROXY}`);
  // Signup and recovery mails one client address may ask for per hour; unset, limits/auth-limits.ts's 20.
  const mailsPerClientHour = env.MAILS_PER_CLIENT_HOUR ? Number(env.MAILS_PER_CLIENT_HOUR) : undefined;
  if (mailsPerClientHour !== undefined && (!Number.isInteger(mailsPerClientHour) || mailsPerClientHour < 1)) {
    throw new Error(`MAILS_PER_CLIENT_HOUR must be a whole number of at least 1, got ${env.MAILS_PER_CLIENT_HOUR}`);
  }
  return {
    port,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    demo: readDemo(env.DEMO),
    staticDir: resolve(env.STATIC_DIR || './dist'),
    tombstoneDays,
    seedOrders,
    seedPoints,
    trustProxy,
    mailsPerClientHour,
    pdfThreads: readPdfThreads(env),
    readThreads: readReadThreads(env),
    answerCheckFile: env.ANSWER_CHECK_FILE ? resolve(env.ANSWER_CHECK_FILE) : undefined,
    payments: readPayments(env),
  };
}

/** A short secret would make the notices' signatures guessable; a template must say where the id goes. */
export function readPayments(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const secret = env.PAYMENT_SECRET?.trim() || null;
  if (secret !== null && secret.length < 32) throw new Error('PAYMENT_SECRET must be at least 32 characters');
  const urlTemplate = env.PAYMENT_URL_TEMPLATE?.trim() || null;
  if (urlTemplate !== null && (!/^https:\/\/[^/]/.test(urlTemplate) || !urlTemplate.includes('{invoiceId}'))) {
    throw new Error(`PAYMENT_URL_TEMPLATE must be an https URL with an {invoiceId} placeholder, got ${urlTemplate}`);
  }
  return { secret, urlTemplate };
}

/** DEMO: on unless told otherwise, and only a clear answer is taken ('DEMO=false' must not mean demo on). */
function readDemo(value: string | undefined): boolean {
  const v = (value ?? '1').trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`DEMO must be 1 or 0, got ${value}`);
}

/** Threads of a worker pool: by default one less than the cores, at least one and at most two, so the pool
 *  never takes every core from the API's own thread. */
function threadCount(name: string, env: NodeJS.ProcessEnv): number {
  if (!env[name]) return Math.min(2, Math.max(1, availableParallelism() - 1));
  const n = Number(env[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got ${env[name]}`);
  return n;
}

/** PDF_THREADS: worker threads drawing labels and waybills (pdf/pdf-pool.ts). */
export const readPdfThreads = (env: NodeJS.ProcessEnv = process.env): number => threadCount('PDF_THREADS', env);

/** READ_THREADS: worker threads answering heavy list reads with their own read-only connections (db/read-pool.ts). */
export const readReadThreads = (env: NodeJS.ProcessEnv = process.env): number => threadCount('READ_THREADS', env);

/** MAP_STYLE_URL: the MapLibre style the points map draws its base map from (GET /v1/app/config gives it
 *  to the console); empty means none, and the map draws a PMTiles archive or its own base map. Read on its own,
 *  not in Env, because only the config route needs it. */
export function readMapStyleUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = (env.MAP_STYLE_URL ?? '').trim();
  if (url && !/^https?:\/\/[^/]/.test(url)) throw new Error(`MAP_STYLE_URL must be an http(s) URL, got ${url}`);
  return url;
}

/** MAP_PMTILES_URL: a PMTiles archive of the Protomaps basemap that the points map reads by HTTP range requests
 *  when MAP_STYLE_URL is not set (docs/decisions/points.md, "The base map"); empty means none, and the map draws
 *  its own base map. Its host must answer range requests (and, on another host, CORS with Range allowed). */
export function readMapPmtilesUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = (env.MAP_PMTILES_URL ?? '').trim();
  if (url && !/^https?:\/\/[^/]/.test(url)) throw new Error(`MAP_PMTILES_URL must be an http(s) URL, got ${url}`);
  return url;
}

/** CSP_CONNECT_SRC: hosts beyond the map style's that the console may fetch from (a map whose tiles live
 *  on another host), space-separated origins; they join the console's Content-Security-Policy. */
export function readCspConnectSrc(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = (env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s;,']+$/.test(origin)) throw new Error(`CSP_CONNECT_SRC takes origins like https://tiles.example.com, got ${origin}`);
  }
  return origins;
}

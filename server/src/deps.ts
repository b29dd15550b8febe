// What the app is built from: tests build it in-process with their own database, clock and mailer.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { DatabasePlace } from './db/sql/database-place';
import type { SqlDb } from './db/sql/sql-db';
import type { PaymentSettings } from './env';
import type { ClientAddress } from './lib/client-address';
import type { AuthLimits } from './limits/auth-limits';
import type { Instance } from './instances/instance';

export type ServerConfig = {
  /** Demo mode: `<role>-token` logins and confirmation codes in the log. */
  demo: boolean;
  /** The built console to serve, or null for the API alone. */
  staticDir: string | null;
  /** Share of order uploads the delivery simulation refuses at random (SIM_FAIL_RATE); unset: none. */
  simFailRate?: number;
  /** ANSWER_CHECK_FILE: where answers the OpenAPI document does not list are written (middleware/answer-check.ts). */
  answerCheckFile?: string;
  /** PAYMENT_SECRET and PAYMENT_URL_TEMPLATE; unset: no notices accepted, no payment page outside demo mode. */
  payments?: PaymentSettings;
};

/** What a real deployment would email: the spool keeps it for a mail transport (mail-outbox.ts), the demo
 *  mailer prints it too, tests capture it. */
export type OutgoingMail =
  | { kind: 'signup-code'; to: string; code: string }
  | { kind: 'password-reset'; to: string; token: string; link: string };

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> | void };

export type Deps = {
  /** The data layer, on SQLite or PostgreSQL (docs/decisions/database.md). */
  db: SqlDb;
  /** Where worker threads open connections of their own (the SQLite file, PostgreSQL's URL); null: nowhere (SQLite
   *  in memory, some tests), so reads run in place and point exports fail. */
  place: DatabasePlace | null;
  config: ServerConfig;
  mailer: Mailer;
  /** Unix milliseconds; tests move it to expire tokens and codes. */
  now: () => number;
  /** Who is calling, for the limits below (lib/client-address.ts); tests name their own callers. */
  clientAddress: ClientAddress;
  /** Failed-try and mail limits of login, signup and password recovery. */
  limits: AuthLimits;
  /** This server as one of the instances on the database: what it claims carries its id. */
  instance: Instance;
};

/** Demo logins: the role switch maps `<role>-token` to these users (docs/decisions/roles-and-session.md). */
export const DEMO_ROLE_USERS: Readonly<Record<string, string>> = {
  admin: 'admin@demo.local',
  'api.order.info': 'operator@demo.local',
};
export const DEMO_PASSWORD = 'demo12345';

/** What route factories get: the app's deps plus the one auth middleware built from them. */
export type RouteDeps = Deps & { auth: MiddlewareHandler<AppEnv> };

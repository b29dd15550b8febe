// Who is acting on orders and in which request: what every order operation needs from the HTTP call,
// so the operations themselves stay free of Hono and can be called from tests and scripts alike.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { SqlDb } from '../db/sql/sql-db';
import type { Lang } from '../lib/texts';

export type OrderCall = {
  db: SqlDb;
  companyId: number;
  userId: number;
  lang: Lang;
  /** X-Tracing-Id of the request: every log entry it causes carries it. */
  tracingId: string;
  /** The request URL, for the order log. */
  url: string;
  now: number;
};

export const orderCall = (c: Context<AppEnv>, db: SqlDb, now: number): OrderCall => ({
  db: db,
  companyId: c.get('auth').companyId,
  userId: c.get('auth').userId,
  lang: c.get('lang'),
  tracingId: c.get('tracingId'),
  url: c.req.url,
  now,
});

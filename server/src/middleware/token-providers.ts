// An API token limited to some delivery services (docs/decisions/api-tokens.md "Providers") prices, creates and
// acts on orders of those only: asking for another answers 403, and a calculation that names no service prices
// its own. Lists and sync pages carry only its services' orders (providerScope; sync/page-plan.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { ORDER_IDS_MAX } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import { fail } from '../lib/api-failure';
import type { SqlWhere } from '../lib/filter';

/** The services the caller is limited to, or null for every service. */
export function tokenProviders(c: Context<AppEnv>): string[] | null {
  const providers = c.get('auth').apiToken?.providers;
  return providers?.length ? providers : null;
}

export function assertProvidersAllowed(c: Context<AppEnv>, keys: readonly string[]): void {
  const allowed = tokenProviders(c);
  if (allowed && keys.some((key) => !allowed.includes(key))) throw fail.forbidden();
}

/** The condition that keeps a list to the caller's services (none for an unlimited caller). */
export function providerScope(c: Context<AppEnv>, column: string): SqlWhere[] {
  const allowed = tokenProviders(c);
  return allowed ? [{ sql: `${column} IN (${allowed.map(() => '?').join(', ')})`, params: allowed }] : [];
}

/** The body as JSON, or null when it is none or not JSON: the route's validation answers that (400). */
async function jsonBodyOf(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  if (c.req.method !== 'POST' && c.req.method !== 'PUT') return null;
  // Read as text: Hono keeps it, and the Idempotency-Key step and the validator after this read it again.
  const raw = await c.req.text();
  try {
    const body: unknown = JSON.parse(raw);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The orders a call names: the path's {id}, a body's orderIds (labels, waybills, refresh), and the service
 *  a body's order names (create, edit). Too many ids are left to the validation, which refuses them. */
async function namedOrders(c: Context<AppEnv>): Promise<{ ids: string[]; providers: string[] }> {
  const body = await jsonBodyOf(c);
  const listed = Array.isArray(body?.orderIds) && body.orderIds.length <= ORDER_IDS_MAX ? body.orderIds : [];
  const order = body?.order as { providerKey?: unknown } | undefined;
  const id = c.req.param('id');
  return {
    ids: [...(id ? [id] : []), ...listed.filter((x): x is string => typeof x === 'string')],
    providers: typeof order?.providerKey === 'string' ? [order.providerKey] : [],
  };
}

/**
 * The one check of every order call (routes/order-route-kit.ts orderGuard): a limited token's call that names
 * an order of another service, stored or in the body, answers 403 before the route runs and before any
 * Idempotency-Key replay. Ids of no order of the company pass on, to the route's 404. The check reads the
 * order before the route's own transaction: an edit landing in between (only an unlimited caller can move an
 * order to another service) leaves the call acting as it was allowed when it came.
 */
export function tokenOrderScope(db: SqlDb): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const allowed = tokenProviders(c);
    if (allowed) {
      const { ids, providers } = await namedOrders(c);
      const { companyId } = c.get('auth');
      const stored = ids.length
        ? (await db.all(sql<{ provider_key: string }>`SELECT provider_key FROM orders WHERE company_id = ${companyId} AND id IN (${sql.join(ids)})`))
          .map((row) => row.provider_key)
        : [];
      if ([...providers, ...stored].some((key) => !allowed.includes(key))) throw fail.forbidden();
    }
    await next();
  };
}

// Role checks (docs/decisions/roles-and-session.md): admin passes everywhere; otherwise the user needs one of
// the listed roles. Must run after the auth middleware.
import type { MiddlewareHandler } from 'hono';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/api-failure';

export const hasAnyRole = (userRoles: readonly string[], allowed: readonly string[]): boolean =>
  userRoles.includes(ROLE_ADMIN) || allowed.length === 0 || allowed.some((r) => userRoles.includes(r));

export function requireRoles(...allowed: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasAnyRole(c.get('auth').roles, allowed)) throw fail.forbidden();
    await next();
  };
}

/** Refuses an API token (docs/decisions/api-tokens.md "Who may"): for calls that need a login session. */
export const requireLogin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('auth').apiToken) throw fail.forbidden();
  await next();
};

/** Who may call what, by area; the routes of each area use them as they are. */
export const ROLE_SETS = {
  /** Orders, shops and warehouses. */
  orders: [ROLE_ADMIN, ROLE_ORDER_INFO],
  /** Connections, tariff rules, tokens, billing, modules, marketplaces, analytics. */
  adminOnly: [ROLE_ADMIN],
  /** User calls and reference lists: a valid token is enough. */
  anyUser: [],
} as const satisfies Record<string, readonly string[]>;

// An API token limited to some delivery services (docs/decisions/api-tokens.md) may price and create orders
// for those only: asking for another answers 403, and a calculation that names no service prices its own.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/api-failure';

/** The services the caller is limited to, or null for every service. */
export function tokenProviders(c: Context<AppEnv>): string[] | null {
  const providers = c.get('auth').apiToken?.providers;
  return providers?.length ? providers : null;
}

export function assertProvidersAllowed(c: Context<AppEnv>, keys: readonly string[]): void {
  const allowed = tokenProviders(c);
  if (allowed && keys.some((key) => !allowed.includes(key))) throw fail.forbidden();
}

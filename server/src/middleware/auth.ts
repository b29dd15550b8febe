// Resolves the token of a non-public call to its user and company, or answers 040101 (HTTP 401).
// The raw token is the Authorization header (docs/api.md); "Bearer <token>" is accepted too. A login token, a
// demo role token, or an API token (docs/decisions/api-tokens.md), which carries its user's roles.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthUser } from '../app-env';
import { DEMO_ROLE_USERS, type Deps } from '../deps';
import { fail } from '../lib/api-failure';
import { sha256 } from '../lib/secrets';
import { tokensRepo } from '../db/repos/tokens';
import { API_TOKEN_PREFIX, apiTokensRepo } from '../db/repos/api-tokens';
import { parseRoles, usersRepo } from '../db/repos/users';

const DEMO_TOKEN_SUFFIX = '-token';

export function readToken(header: string | undefined): string | null {
  const value = header?.trim().replace(/^Bearer\s+/i, '').trim();
  return value ? value : null;
}

/** The user behind an Authorization header, or null. Shared by auth and the demo fault switches
 *  (middleware/faults.ts), which must know the company before any route runs. */
export function tokenResolver(deps: Deps): (header: string | undefined) => Promise<AuthUser | null> {
  const tokens = tokensRepo(deps.db);
  const apiTokens = apiTokensRepo(deps.db);
  const users = usersRepo(deps.db);

  const demoUser = async (token: string): Promise<AuthUser | null> => {
    if (!deps.config.demo || !token.endsWith(DEMO_TOKEN_SUFFIX)) return null;
    const role = token.slice(0, -DEMO_TOKEN_SUFFIX.length);
    // Own keys only: 'constructor-token' must not find Object's constructor and send it to the database.
    const email = Object.hasOwn(DEMO_ROLE_USERS, role) ? DEMO_ROLE_USERS[role] : undefined;
    const user = email ? await users.byEmail(email) : undefined;
    return user ? { userId: user.id, companyId: user.company_id, roles: parseRoles(user), tokenHash: null, apiToken: null } : null;
  };

  return async (header) => {
    const token = readToken(header);
    if (!token) return null;
    const demo = await demoUser(token);
    if (demo) return demo;
    const tokenHash = sha256(token);
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const key = await apiTokens.use(tokenHash, deps.now());
      if (!key) return null;
      const apiToken = { id: key.id, providers: JSON.parse(key.providers) as string[] };
      return { userId: key.user_id, companyId: key.company_id, roles: JSON.parse(key.roles), tokenHash: null, apiToken };
    }
    const owner = await tokens.owner(tokenHash, deps.now());
    if (!owner) return null;
    return { userId: owner.user_id, companyId: owner.company_id, roles: JSON.parse(owner.roles), tokenHash, apiToken: null };
  };
}

export function authMiddleware(deps: Deps): MiddlewareHandler<AppEnv> {
  const resolve = tokenResolver(deps);
  return async (c, next) => {
    const user = await resolve(c.req.header('Authorization'));
    if (!user) throw fail.unauthorized();
    c.set('auth', user);
    await next();
  };
}

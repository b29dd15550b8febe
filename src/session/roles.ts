// Route access by role (docs/decisions/roles-and-session.md): admin gets every route; a route without a role
// list is open to all.
import { ROLE_ADMIN } from '../contract/constants';

export function canAccess(routeRoles: readonly string[] | undefined, userRoles: readonly string[]): boolean {
  if (userRoles.includes(ROLE_ADMIN)) return true;
  if (!routeRoles || routeRoles.length === 0) return true;
  return routeRoles.some((role) => userRoles.includes(role));
}

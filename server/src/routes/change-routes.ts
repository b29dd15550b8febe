// The server registers each change's route from the console's own registry (src/contract/changes): the same
// method and path template, taken below the prefix its router is mounted at. A change the console queues
// can therefore never go to a path the server does not have (docs/architecture.md "Changes").
import type { ChangeEntry } from '../../../src/contract/changes';

/** Where the routers of the app's calls are mounted (app.ts). */
export const APP_PREFIX = '/v1/app';
export const ORDERS_PREFIX = '/v1/app/orders';

type RouteMethod = 'post' | 'put' | 'delete';

/** `method` and `path` of createRoute for a change, under a router mounted at `prefix`. */
export const changeRoute = (entry: ChangeEntry<string, never, never>, prefix: string): { method: RouteMethod; path: string } => ({
  method: entry.method.toLowerCase() as RouteMethod,
  path: entry.path.relativeTo(prefix),
});

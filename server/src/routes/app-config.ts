// Public facts the console needs before login: whether the demo role switch is offered, and the points
// map's base map (MAP_STYLE_URL or MAP_PMTILES_URL), which the console remembers for offline use.
import { createRoute } from '@hono/zod-openapi';
import { appConfig } from '../../../src/contract';
import { DEMO_ROLE_USERS, type RouteDeps } from '../deps';
import { readMapPmtilesUrl, readMapStyleUrl } from '../env';
import { createRouter, jsonAnswer } from './route-kit';

const route = createRoute({
  method: 'get', path: '/config', tags: ['app'], summary: 'Server facts for the console (public)',
  responses: { 200: jsonAnswer(appConfig, 'Demo mode and its roles; the base map of the points map (a style URL or a PMTiles archive)') },
});

export function appConfigRoutes({ config }: RouteDeps) {
  const r = createRouter();
  // Read once, when the app is built: a malformed URL stops the server at start rather than the map later.
  const mapStyleUrl = readMapStyleUrl();
  const mapPmtilesUrl = readMapPmtilesUrl();
  r.openapi(route, (c) =>
    c.json({
      demo: config.demo,
      demoRoles: config.demo ? Object.keys(DEMO_ROLE_USERS) : [],
      ...(mapStyleUrl ? { mapStyleUrl } : {}),
      ...(mapPmtilesUrl ? { mapPmtilesUrl } : {}),
    }, 200),
  );
  return r;
}

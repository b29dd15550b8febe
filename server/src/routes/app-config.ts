// Public facts the console needs before login: whether the demo role switch is offered.
import { createRoute } from '@hono/zod-openapi';
import { appConfig } from '../../../src/contract';
import { DEMO_ROLE_USERS, type RouteDeps } from '../deps';
import { createRouter, jsonAnswer } from './route-kit';

const route = createRoute({
  method: 'get', path: '/config', tags: ['app'], summary: 'Server facts for the console (public)',
  responses: { 200: jsonAnswer(appConfig, 'Demo mode and its roles') },
});

export function appConfigRoutes({ config }: RouteDeps) {
  const r = createRouter();
  r.openapi(route, (c) =>
    c.json({ demo: config.demo, demoRoles: config.demo ? Object.keys(DEMO_ROLE_USERS) : [] }, 200),
  );
  return r;
}

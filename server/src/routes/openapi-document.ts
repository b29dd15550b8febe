// GET /v1/openapi.json: generated from the same route definitions that validate requests, so the
// document cannot drift from the routes (tests/server/openapi.test.ts checks every mounted route is in it).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { SECURITY_SCHEME } from './route-kit';

export const API_DOCUMENT_PATH = '/v1/openapi.json';

export function mountApiDocument(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The login token as is (or "Bearer <token>"). Demo mode also takes `<role>-token`.',
  });
  app.doc(API_DOCUMENT_PATH, {
    openapi: '3.0.0',
    info: {
      title: 'Parcel Console API',
      version: '1.0.0',
      description:
        'Reference delivery-aggregator API. Errors: {code, message, description?, errors?[{field, message}]}; ' +
        'lists: {total, items} with page (from 1) and limit (100, max 1000). Texts follow Accept-Language (ru, en).',
    },
  });
}

// GET /v1/openapi.json: generated from the same route definitions that validate requests, so the
// document cannot drift from the routes (tests/server/openapi.test.ts checks every mounted route is in it).
// OpenAPI 3.1, finished so that a client can be generated from it and `redocly lint` passes
// (tests/server/openapi-lint.test.ts): the server, `security: []` on the public calls, and an operationId on
// every operation (docs/api.md "The API's description").
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { SECURITY_SCHEME } from './route-kit';

export const API_DOCUMENT_PATH = '/v1/openapi.json';

type Operation = { operationId?: string; security?: unknown[] };
type Document = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** `post /v1/app/orders/{id}/cancel` -> `postAppOrdersByIdCancel`: stable, unique per method and path. */
export function operationIdOf(method: string, path: string): string {
  const words = path.replace(/^\/v1\//, '').split('/').filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Public calls say so (`security: []`); every operation gets an id. */
export function finishDocument(document: Document): Document {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
    }
  }
  return document;
}

export function mountApiDocument(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The login token or an API token as is (or "Bearer <token>"). Demo mode also takes `<role>-token`.',
  });
  let document: Document | null = null;
  app.get(API_DOCUMENT_PATH, (c) => {
    // Built once, on the first ask: every route is mounted by then.
    document ??= finishDocument(app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Parcel Console API',
        version: '1.0.0',
        license: { name: 'Proprietary' },
        description:
          'Reference delivery-aggregator API. Errors: {code, message, description?, errors?[{field, message}]}; ' +
          'lists: {total, items} with page (from 1) and limit (100, max 1000). Texts follow Accept-Language (ru, en).',
      },
      servers: [{ url: '/', description: 'This server' }],
    }) as unknown as Document);
    return c.json(document);
  });
}

// GET /v1/openapi.json: generated from the same route definitions that validate requests, so the
// document cannot drift from the routes (tests/server/openapi.test.ts checks every mounted route is in it).
// OpenAPI 3.1, finished so that a client can be generated from it and `redocly lint` passes
// (tests/server/openapi-lint.test.ts): the server, `security: []` on the public calls, and an operationId on
// every operation (docs/api.md "The API's description").
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { IDEMPOTENCY_HEADER } from '../../../src/contract';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../middleware/idempotency';
import { SECURITY_SCHEME } from './route-kit';

export const API_DOCUMENT_PATH = '/v1/openapi.json';

type Answer = { description: string; content?: unknown };
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: unknown };
type Operation = { operationId?: string; security?: unknown[]; responses?: Record<string, Answer>; parameters?: Parameter[] };
export type Document = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

/** `post /v1/app/orders/{id}/cancel` -> `postAppOrdersByIdCancel`: stable, unique per method and path. */
export function operationIdOf(method: string, path: string): string {
  const words = path.replace(/^\/v1\//, '').split('/').filter(Boolean)
    .map((part) => (part.startsWith('{') ? `by-${part.slice(1, -1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const WRITES = new Set(['post', 'put', 'delete', 'patch']);

/** What middleware/idempotency.ts answers on a signed-in write that carries an Idempotency-Key: the same key
 *  still running (409 040909), or used with another request (422 042201); the route's own answers say the rest. */
function documentIdempotency(operation: Operation): void {
  const answers = (operation.responses ??= {});
  const error = Object.entries(answers).find(([status]) => Number(status) >= 400)?.[1];
  const like = (description: string): Answer => ({ description, ...(error?.content ? { content: error.content } : {}) });
  answers['409'] = answers['409']
    ? { ...answers['409'], description: `${answers['409'].description}; or a request with this Idempotency-Key still runs (040909)` }
    : like('A request with this Idempotency-Key still runs (040909)');
  answers['422'] ??= like('This Idempotency-Key was used with another request (042201)');
  answers['400'] ??= like('An empty or too long Idempotency-Key (040001)');
  const parameters = (operation.parameters ??= []);
  if (!parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER)) {
    parameters.push({
      name: IDEMPOTENCY_HEADER, in: 'header', required: false, schema: { type: 'string', maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
      description: 'Makes the write safe to repeat: a repeat answers the first answer (docs/api.md "Idempotency").',
    });
  }
}

/** Public calls say so (`security: []`); every operation gets an id; signed-in writes document idempotency. */
export function finishDocument(document: Document): Document {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
      if (WRITES.has(method) && operation.security.length > 0) documentIdempotency(operation);
      // The validation hook answers input that does not fit the parameters or the body.
      if ((operation.parameters?.length || (operation as { requestBody?: unknown }).requestBody) && operation.responses) {
        const error = Object.entries(operation.responses).find(([status]) => Number(status) >= 400)?.[1];
        operation.responses['400'] ??= { description: 'Invalid input (040001)', ...(error?.content ? { content: error.content } : {}) };
      }
      // app.ts's body limit answers before any route.
      if ((operation as { requestBody?: unknown }).requestBody && operation.responses) {
        const error = Object.entries(operation.responses).find(([status]) => Number(status) >= 400)?.[1];
        operation.responses['413'] ??= { description: 'The body is over 1 MB (040001)', ...(error?.content ? { content: error.content } : {}) };
      }
    }
  }
  return document;
}

/** The finished document of the app, made once, after every route is mounted. */
export function apiDocument(app: OpenAPIHono<AppEnv>): () => Document {
  let document: Document | null = null;
  return () => (document ??= finishDocument(plainJson(app.getOpenAPI31Document({
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
  }))));
}

/** The generator's document as the plain JSON it is, typed as the parts finishDocument edits (the generator's
 *  own types describe every OpenAPI shape and do not narrow to these). */
function plainJson(generated: object): Document {
  const document: Document = JSON.parse(JSON.stringify(generated));
  return document;
}

/** Each operation's documented statuses, by `method path` (middleware/answer-check.ts). */
export function documentedAnswers(document: () => Document): () => Map<string, Set<string>> {
  let answers: Map<string, Set<string>> | null = null;
  return () => (answers ??= new Map(Object.entries(document().paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => [`${method} ${path}`, new Set(Object.keys(operation.responses ?? {}))] as const))));
}

export function mountApiDocument(app: OpenAPIHono<AppEnv>, document: () => Document): void {
  app.openAPIRegistry.registerComponent('securitySchemes', SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'The login token or an API token as is (or "Bearer <token>"). Demo mode also takes `<role>-token`.',
  });
  app.get(API_DOCUMENT_PATH, (c) => c.json(document()));
}

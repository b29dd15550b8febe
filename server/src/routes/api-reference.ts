// GET /v1/docs: the API's readable reference, Redoc over the served OpenAPI document (docs/api.md "The API's
// description"). Redoc's standalone bundle comes from node_modules, versioned in its path so a browser keeps it;
// the page needs no inline script (Redoc starts itself on a <redoc spec-url> element), so its policy allows only
// this server's scripts, plus the inline styles Redoc's styled-components write and its search worker's blob.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import { API_DOCUMENT_PATH } from './openapi-document';

export const API_REFERENCE_PATH = '/v1/docs';

const require = createRequire(import.meta.url);
const REDOC_VERSION = (require('redoc/package.json') as { version: string }).version;
const REDOC_SCRIPT_PATH = `${API_REFERENCE_PATH}/redoc-${REDOC_VERSION}.js`;

export const isApiReference = (path: string): boolean =>
  path === API_REFERENCE_PATH || path.startsWith(`${API_REFERENCE_PATH}/`);

export const apiReferenceSecurityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  });

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parcel Console API reference</title>
</head>
<body style="margin:0">
<redoc spec-url="${API_DOCUMENT_PATH}" hide-download-button="false" expand-responses="200,201"></redoc>
<script src="${REDOC_SCRIPT_PATH}"></script>
</body>
</html>
`;

export function mountApiReference(app: Hono<AppEnv>): void {
  let script: string | null = null;
  app.get(API_REFERENCE_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });
  app.get(REDOC_SCRIPT_PATH, (c) => {
    script ??= readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
}

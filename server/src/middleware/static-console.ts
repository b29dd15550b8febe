// Serves the built console: its files, and index.html for any other GET outside /v1 (the SPA's routes).
// The service worker, its registration, the manifest and index.html must be revalidated on every load,
// or a deployed update never reaches users; hashed files under /assets never change, so cache them for good.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readCspConnectSrc, readMapPmtilesUrl, readMapStyleUrl } from '../env';
import { consoleSecurityHeaders, type ConsoleOrigins } from './security-headers';

const NO_CACHE = new Set(['/sw.js', '/registerSW.js', '/manifest.webmanifest', '/index.html']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isApi = (path: string) => path === '/v1' || path.startsWith('/v1/');
// A missing hashed file must stay a 404: answering index.html would hand HTML to a <script> tag.
const isAsset = (path: string) => path.startsWith('/assets/');

const unlessApi =
  (mw: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  async (c, next) => (isApi(c.req.path) ? next() : mw(c, next));

const cacheHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.ok) return;
  const isHtml = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (NO_CACHE.has(c.req.path) || isHtml) c.res.headers.set('Cache-Control', 'no-cache');
  else if (isAsset(c.req.path)) c.res.headers.set('Cache-Control', IMMUTABLE);
};

/** The hosts the console reaches: the map's (server environment) and those the build was made for. */
function consoleOrigins(root: string): ConsoleOrigins {
  const file = join(root, 'build-origins.json');
  const built = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ConsoleOrigins) : {};
  const origin = (url: string) => (url ? new URL(url).origin : null);
  return { ...built, mapStyle: origin(readMapStyleUrl()), mapPmtiles: origin(readMapPmtilesUrl()), extraConnect: readCspConnectSrc() };
}

/** Returns false (and serves nothing) when the directory holds no built console. */
export function mountStaticConsole(app: Hono<AppEnv>, root: string): boolean {
  if (!existsSync(join(root, 'index.html'))) return false;
  // precompressed: the build writes file.br and file.gz beside each text file (vite.config.ts); what has
  // none (sw.js, built after them) the app compresses on the fly (compress-answers.ts).
  const spaFallback = serveStatic<AppEnv>({ root, path: 'index.html', precompressed: true });
  app.use('*', unlessApi(consoleSecurityHeaders(consoleOrigins(root))));
  app.use('*', unlessApi(cacheHeaders));
  app.get('*', unlessApi(serveStatic<AppEnv>({ root, precompressed: true })));
  app.get('*', unlessApi(async (c, next) => (isAsset(c.req.path) ? next() : spaFallback(c, next))));
  return true;
}

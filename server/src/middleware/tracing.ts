// Every response carries X-Tracing-Id (docs/api.md): the order log shows it and support asks for it.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

export const TRACING_HEADER = 'X-Tracing-Id';

export const tracing: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = randomUUID();
  c.set('tracingId', id);
  c.header(TRACING_HEADER, id);
  await next();
  // Responses built outside c (static files, the error handler) may not carry the prepared header.
  if (!c.res.headers.has(TRACING_HEADER)) c.res.headers.set(TRACING_HEADER, id);
};

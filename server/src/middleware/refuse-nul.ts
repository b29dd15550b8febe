// No text of the API holds the NUL character (U+0000), and PostgreSQL's text cannot: it refuses the whole
// statement. Refused for every call alike before any work, so no call answers 500 or is half done because of
// one (docs/decisions/database.md, "What differs"): in the path or query here, in a body by the validation
// hooks once the body is read (validation-hook.ts), so that an early answer (401) still comes before the body.
// A raw NUL is not valid JSON (the validator answers that); an escaped one (\u0000) is found in the parsed
// body, with the field it is in.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/api-failure';

const ENCODED_NUL = /%00/i;

/** The dot path of the first string or key holding a NUL, '' for the top level; null when none does. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulPath(child, at);
    if (found !== null) return found;
  }
  return null;
}

/** Throws 400 naming the field of a validated body that holds a NUL. */
export function assertNoNul(data: unknown): void {
  const field = nulPath(data);
  if (field !== null) throw fail.badRequest('nulCharacter', field || 'body');
}

export const refuseNul: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (ENCODED_NUL.test(url.pathname)) throw fail.badRequest('nulCharacter', 'path');
  if (ENCODED_NUL.test(url.search)) throw fail.badRequest('nulCharacter', 'query');
  await next();
};

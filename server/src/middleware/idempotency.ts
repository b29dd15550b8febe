// Idempotency-Key on writes (docs/api.md "Idempotency"): the first answer to a key is stored per company and a
// repeat gets it back (Idempotent-Replayed: true) without running again; a repeat while the first
// still runs answers 409 040909, the same key with another request 422 042201. Rejections (4xx) are
// stored like successes, so a replay is the same rejection; 5xx and crashes are not, so a retry runs
// (a crash's claim is taken over once its instance's heartbeat lapses). An answer that holds a secret (a new API token's)
// is never stored: the key keeps a 409 040910 stand-in, so the secret is answered once and kept nowhere
// (docs/api.md "Idempotency").
// Runs inside guard() (routes/route-kit.ts), after auth, roles and a route's own checks (guardWith), so a replay
// never reaches a caller they refuse; before the body validators.
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import type { Deps } from '../deps';
import { ApiFailure, fail } from '../lib/api-failure';
import { sha256 } from '../lib/secrets';
import type { Lang } from '../lib/texts';
import { idempotencyKeysRepo } from '../db/repos/idempotency-keys';
import { envelopeOf, failureResponse } from './errors';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** A call whose answer holds a secret (answerHoldsSecret). */
export type SecretAnswerCall = { method: string; path: string };

/**
 * Puts the key store on the context for guard()'s middleware, which is built without deps. Built once per
 * app start, when it also replaces the answers of `secretCalls` that an earlier version kept, before this
 * process answers its first call (or it could replay a secret), and waits for the instance's registration (a
 * claim made before it would look abandoned to the other instances).
 */
export function provideIdempotencyKeys(deps: Deps, secretCalls: readonly SecretAnswerCall[]): MiddlewareHandler<AppEnv> {
  const keys = idempotencyKeysRepo(deps.db);
  const ready = (async () => {
    await deps.instance.ready;
    for (const { method, path } of secretCalls) await keys.redact(method, path, notReplayableAnswer('ru'));
  })();
  // Failed, it fails every call that awaits it below; marked handled so the process does not end first.
  ready.catch(() => undefined);
  return async (c, next) => {
    await ready;
    c.set('idempotency', { keys, now: deps.now, owner: deps.instance.id });
    await next();
  };
}

/** Marks this request's answer as one never to keep nor replay: it holds a secret. */
export function answerHoldsSecret(c: Context<AppEnv>): void {
  c.set('answerHoldsSecret', true);
}

/** What a repeat of the key answers instead of the secret, in the first request's language. */
export const notReplayableAnswer = (lang: Lang): string =>
  JSON.stringify(envelopeOf(new ApiFailure(409, ERROR_CODES.idempotencyNotReplayable, 'idempotencyNotReplayable'), lang));

const isJson = (res: Response) => (res.headers.get('Content-Type') ?? '').startsWith('application/json');

function replay(c: Context<AppEnv>, status: number, json: string): Response {
  return c.body(json, status as ContentfulStatusCode, {
    'Content-Type': 'application/json',
    [IDEMPOTENT_REPLAY_HEADER]: 'true',
  });
}

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || !WRITES.has(c.req.method)) return next();
  if (key.trim() === '') throw fail.badRequest('required', IDEMPOTENCY_HEADER);
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw fail.badRequest('textTooLong', IDEMPOTENCY_HEADER, { max: IDEMPOTENCY_KEY_MAX_LENGTH });
  }
  const { keys: store, now, owner } = c.get('idempotency');
  const { companyId, userId } = c.get('auth');
  // Hono caches the body, so the JSON validator after this still reads it (tests/server/idempotency.test.ts).
  const raw = await c.req.text();
  const hash = sha256(`${c.req.method} ${c.req.path}\n${raw}`);
  const earlier = await store.claim(
    { company_id: companyId, key, user_id: userId, method: c.req.method, path: c.req.path, body_hash: hash, owner },
    now(),
  );
  if (earlier) {
    if (earlier.body_hash !== hash) throw new ApiFailure(422, ERROR_CODES.idempotencyMismatch, 'idempotencyMismatch');
    if (earlier.status === null || earlier.response_json === null) {
      throw new ApiFailure(409, ERROR_CODES.idempotencyInProgress, 'idempotencyInProgress');
    }
    return replay(c, earlier.status, earlier.response_json);
  }

  try {
    await next();
  } catch (err) {
    // Hono's compose normally hands thrown errors to onError before they get here; if one does
    // arrive, an ApiFailure becomes the same envelope the error handler would answer.
    if (!(err instanceof ApiFailure)) {
      await store.release(companyId, key);
      throw err;
    }
    c.res = failureResponse(c, err);
  }
  const res = c.res;
  // Only the API's JSON is kept: 5xx may succeed on retry, and files (labels) are cheap to make again.
  if (res.status >= 500 || !isJson(res)) {
    await store.release(companyId, key);
    return;
  }
  if (c.get('answerHoldsSecret')) await store.finish(companyId, key, 409, notReplayableAnswer(c.get('lang') ?? 'ru'));
  else await store.finish(companyId, key, res.status, await res.clone().text());
};

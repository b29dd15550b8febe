// The sync worker's HTTP: the same API host, timeout and headers as the console's client (spec
// section 7), but no UI. Answers come back raw for the outbox to judge; the token is read at send
// time from the engine, never stored with a queued change.
import { FetchError, ofetch } from 'ofetch';
import { ERROR_CODES } from '../../src/contract/constants';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../src/contract/sync-constants';
import type { SyncPage } from '../../src/contract/sync';
import type { ListEnvelope } from '../../src/contract/envelope';
import type { ReferenceListSpec } from '../../src/db/reference-lists';
import type { SyncCollection } from '../../src/contract/sync-constants';
import type { SyncedRow } from '../../src/db/schema';
import type { OutboxRequest } from '../../src/db/outbox-entry';
import type { Answer } from './classify-answer';
import { CursorExpiredError } from './pull';

export const HTTP_TIMEOUT_MS = 60_000;

export type ApiTarget = { baseUrl: string; token: () => string | null; lang: () => string };

/** The token is missing or refused: nothing more can be sent or pulled until the user logs in. */
export class LoginNeededError extends Error {}

/** The user's role may not read this collection (an operator and the tariff rules): skip it. */
export class CollectionForbiddenError extends Error {}

const headersFor = (target: ApiTarget, extra: Record<string, string> = {}) => {
  const token = target.token();
  return { 'Accept-Language': target.lang(), ...(token ? { Authorization: token } : {}), ...extra };
};

async function raw(target: ApiTarget, path: string, init: { method: string; body?: unknown; headers?: Record<string, string>; query?: Record<string, string | number> }): Promise<Answer> {
  try {
    const res = await ofetch.raw(path, {
      baseURL: target.baseUrl,
      method: init.method,
      body: init.body as Record<string, unknown> | undefined,
      query: init.query,
      headers: headersFor(target, init.headers),
      timeout: HTTP_TIMEOUT_MS,
      retry: 0,
      ignoreResponseError: true,
    });
    return {
      kind: 'http',
      status: res.status,
      contentType: res.headers.get('Content-Type') ?? '',
      body: res._data,
      retryAfter: res.headers.get('Retry-After'),
      replayed: res.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true',
    };
  } catch (e) {
    return { kind: 'network', message: e instanceof FetchError || e instanceof Error ? e.message : String(e) };
  }
}

export const sendChange = (target: ApiTarget) => (request: OutboxRequest, idempotencyKey: string): Promise<Answer> =>
  raw(target, request.path, { method: request.method, body: request.body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

export const fetchSyncPage = (target: ApiTarget) => async (collection: SyncCollection, cursor: string, limit: number): Promise<SyncPage<SyncedRow>> => {
  const answer = await raw(target, `/v1/app/sync/${collection}`, { method: 'GET', query: cursor ? { cursor, limit } : { limit } });
  if (answer.kind === 'network') throw new Error(answer.message);
  const code = (answer.body as { code?: string } | null)?.code;
  if (answer.status === 410 || code === ERROR_CODES.cursorExpired) throw new CursorExpiredError();
  if (answer.status === 401 || code === ERROR_CODES.invalidSecurityKey) throw new LoginNeededError();
  if (answer.status === 403) throw new CollectionForbiddenError(collection);
  if (answer.status !== 200 || !answer.contentType.includes('application/json')) throw new Error(`sync ${collection}: HTTP ${answer.status}`);
  return answer.body as SyncPage<SyncedRow>;
};

/** One page of a reference list (the spec's list envelope). */
export const fetchListPage = (target: ApiTarget) => (spec: ReferenceListSpec) => async (page: number, limit: number): Promise<ListEnvelope<unknown>> => {
  const answer = await raw(target, spec.path, { method: 'GET', query: { page, limit, ...(spec.filter ? { filter: spec.filter } : {}) } });
  if (answer.kind === 'network') throw new Error(answer.message);
  const code = (answer.body as { code?: string } | null)?.code;
  if (answer.status === 401 || code === ERROR_CODES.invalidSecurityKey) throw new LoginNeededError();
  if (answer.status !== 200 || !answer.contentType.includes('application/json')) throw new Error(`${spec.path}: HTTP ${answer.status}`);
  return answer.body as ListEnvelope<unknown>;
};

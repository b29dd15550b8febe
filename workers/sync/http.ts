// The sync worker's HTTP. The wire (host, timeout, headers, success rule, 040101) is the HTTP core's, shared
// with the page's client (docs/architecture.md, "HTTP core"); what is the worker's own stays here: answers
// come back raw for the outbox to judge (classify-answer.ts), sync pages are read by their headers, and
// refusals become the errors the engine acts on. The token is read at send time from the engine, never
// stored with a queued change.
import { createWireFetch, errorCodeOf, isApiJson, isLoginRefused, type WireTarget } from '../../src/contract/http';
import { ERROR_CODES } from '../../src/contract/constants';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER, SYNC_AHEAD_HEADER, SYNC_CURSOR_HEADER, SYNC_DELETED_HEADER, SYNC_HAS_MORE_HEADER, SYNC_ITEMS_HEADER, SYNC_TOTAL_HEADER } from '../../src/contract/sync-constants';
import type { SyncPage } from '../../src/contract/sync';
import type { ListEnvelope } from '../../src/contract/envelope';
import type { ReferenceListSpec } from '../../src/db/reference-lists';
import type { SyncCollection } from '../../src/contract/sync-constants';
import { isPaged, type SyncedRow } from '../../src/db/schema';
import type { OutboxRequest } from '../../src/db/outbox-entry';
import type { Answer } from './classify-answer';
import { CursorExpiredError } from './pull';
import type { PageAnswer, PageRequest } from './page-stream';
import { API_PATHS } from '../../src/contract/api-paths';
import { IF_MATCH_HEADER, ifMatchTag } from '../../src/contract/changes/if-match';
import type { StatusLagAnswer } from '../../src/contract/status-lag';
import type { StatusLagFetch } from './status-lag-pull';

/** The token is missing or refused: nothing more can be sent or pulled until the user logs in. */
export class LoginNeededError extends Error {}

/** The user's role may not read this collection (an operator and the tariff rules): skip it. */
export class CollectionForbiddenError extends Error {}

async function raw(target: WireTarget, path: string, init: { method: string; body?: unknown; headers?: Record<string, string>; query?: Record<string, string | number> }): Promise<Answer> {
  try {
    const res = await createWireFetch(target).raw(path, {
      method: init.method,
      body: init.body as Record<string, unknown> | undefined,
      query: init.query,
      headers: init.headers,
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
    return { kind: 'network', message: e instanceof Error ? e.message : String(e) };
  }
}

export const sendChange = (target: WireTarget) => (request: OutboxRequest, idempotencyKey: string): Promise<Answer> =>
  raw(target, request.path, {
    method: request.method, body: request.body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, ...(request.ifMatch === undefined ? {} : { [IF_MATCH_HEADER]: ifMatchTag(request.ifMatch) }) },
  });

/** One item as the server has it now, answered raw like a change (push.ts reads a replayed create's row). */
export const readItem = (target: WireTarget) => (path: string): Promise<Answer> => raw(target, path, { method: 'GET' });

/** Refusals of a sync page that stop the pull in their own way; anything else is a plain failure. */
function syncFailure(collection: SyncCollection, status: number, contentType: string, body: unknown): Error {
  if (status === 410 || errorCodeOf(body) === ERROR_CODES.cursorExpired) return new CursorExpiredError();
  if (isLoginRefused(status, body)) return new LoginNeededError();
  if (status === 403) return new CollectionForbiddenError(collection);
  return new Error(`sync ${collection}: HTTP ${status}${isApiJson(contentType) ? '' : ` (${contentType || 'no content type'})`}`);
}

/** One sync page. The body is read as a stream, so the headers' next cursor is known before it arrives. */
export const fetchSyncPage = (target: WireTarget) => async (collection: SyncCollection, request: PageRequest & { limit: number; near?: string }): Promise<PageAnswer> => {
  const { cursor, until, ahead, limit, near } = request;
  let res;
  try {
    res = await createWireFetch(target).raw<ReadableStream<Uint8Array> | null, 'stream'>(API_PATHS.syncPage.build({ collection }), {
      query: { ...(cursor ? { cursor } : {}), ...(until ? { until } : {}), ...(ahead ? { ahead } : {}), ...(near ? { near } : {}), limit },
      ignoreResponseError: true,
      responseType: 'stream',
    });
  } catch (e) {
    throw new Error(e instanceof Error ? e.message : String(e));
  }
  const contentType = res.headers.get('Content-Type') ?? '';
  const answer = new Response(res._data);
  if (res.status !== 200 || !isApiJson(contentType)) {
    const text = await answer.text().catch(() => '');
    throw syncFailure(collection, res.status, contentType, parseOrNull(text));
  }
  const next = res.headers.get(SYNC_CURSOR_HEADER);
  const hasMore = res.headers.get(SYNC_HAS_MORE_HEADER);
  const counts = countsOf(res.headers);
  let page: Promise<SyncPage<SyncedRow>>;
  if (isPaged(collection) && next !== null && hasMore !== null && counts) {
    // Stored as it came: the points worker parses it, once, when it reads the page into its catalog.
    page = answer.arrayBuffer().then((body) => ({ items: [], deleted: [], cursor: next, hasMore: hasMore === 'true', total: counts.total, kept: { body, ...counts } }));
  } else {
    page = answer.text().then((text) => {
      const parsed = JSON.parse(text) as SyncPage<SyncedRow>;
      return isPaged(collection) ? { ...parsed, kept: { body: text, items: parsed.items.length, deleted: parsed.deleted.length } } : parsed;
    });
  }
  if (next === null || hasMore === null) return await page; // another API host: the body says it
  const told = res.headers.get(SYNC_AHEAD_HEADER);
  return { cursor: next, hasMore: hasMore === 'true', body: page, ...(told ? { ahead: told.split(',') } : {}) };
};

const parseOrNull = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/** The page's total and counts from its headers, or null when the API host does not send them all. */
function countsOf(headers: Headers): { total: number; items: number; deleted: number } | null {
  const [total, items, deleted] = [SYNC_TOTAL_HEADER, SYNC_ITEMS_HEADER, SYNC_DELETED_HEADER].map((name) => Number(headers.get(name) ?? NaN));
  return [total, items, deleted].every(Number.isInteger) ? { total, items, deleted } : null;
}

/** One page of a reference list (the list envelope, docs/api.md "Lists and paging"). */
export const fetchListPage = (target: WireTarget) => (spec: ReferenceListSpec) => async (page: number, limit: number): Promise<ListEnvelope<unknown>> => {
  const answer = await raw(target, spec.path, { method: 'GET', query: { page, limit, ...(spec.filter ? { filter: spec.filter } : {}) } });
  if (answer.kind === 'network') throw new Error(answer.message);
  if (isLoginRefused(answer.status, answer.body)) throw new LoginNeededError();
  if (answer.status !== 200 || !isApiJson(answer.contentType)) throw new Error(`${spec.path}: HTTP ${answer.status}`);
  return answer.body as ListEnvelope<unknown>;
};

/** A document of the API (not a list), or null when the role may not read it (403). */
export const fetchDocument = (target: WireTarget) => async (path: string): Promise<unknown> => {
  const answer = await raw(target, path, { method: 'GET' });
  if (answer.kind === 'network') throw new Error(answer.message);
  if (isLoginRefused(answer.status, answer.body)) throw new LoginNeededError();
  if (answer.status === 403) return null;
  if (answer.status !== 200 || !isApiJson(answer.contentType)) throw new Error(`${path}: HTTP ${answer.status}`);
  return answer.body;
};

/** The status lag of the last 30 days, asked with the ETag of the copy held (status-lag-pull.ts). */
export const fetchStatusLag = (target: WireTarget) => async (etag: string | null): Promise<StatusLagFetch> => {
  let res;
  try {
    res = await createWireFetch(target).raw<StatusLagAnswer>(API_PATHS.statusLag.build({}), {
      headers: etag ? { 'If-None-Match': etag } : {}, ignoreResponseError: true,
    });
  } catch (e) {
    throw new Error(e instanceof Error ? e.message : String(e));
  }
  if (res.status === 304) return { kind: 'unchanged' };
  if (isLoginRefused(res.status, res._data)) throw new LoginNeededError();
  // 403: the role may not read it; 404: an API host without the call. Either way the device keeps none.
  if (res.status === 403 || res.status === 404) return { kind: 'refused' };
  const contentType = res.headers.get('Content-Type') ?? '';
  if (res.status !== 200 || !isApiJson(contentType) || !res._data) throw new Error(`status lag: HTTP ${res.status}`);
  return { kind: 'changed', items: res._data.items, etag: res.headers.get('ETag') };
};

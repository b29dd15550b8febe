// GET /v1/app/sync/{collection}: the changes of the caller's company after a cursor, in version order
// (docs/sync.md "Pull"); for a global collection (points) everyone's changes. Which collections exist and who
// may pull them is sync/sources.ts. `ahead` and `until` plan pages to fetch in parallel (sync/page-plan.ts).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SYNC_AHEAD_HEADER, SYNC_COLLECTIONS, SYNC_CURSOR_HEADER, SYNC_DELETED_HEADER, SYNC_HAS_MORE_HEADER, SYNC_ITEMS_HEADER, SYNC_TOTAL_HEADER, errorEnvelope, syncPage, syncQuery, type SyncCollection } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { hasAnyRole } from '../middleware/roles';
import { tokenProviders } from '../middleware/token-providers';
import { currentVersion, PAGE_READ } from '../sync/changes';
import { readPage } from '../sync/read-page';
import { globalSyncHorizon, syncHorizon } from '../sync/horizon';
import { assertCursorLive, parseCursor, parseUntil } from '../sync/cursor';
import { SYNC_SOURCES } from '../sync/sources';
import { createRouter, encodedJson, errorAnswers, guard, jsonAnswer } from './route-kit';

/** A page of any collection: its items are the collection's own (the contract's item schemas). */
const syncPageAnswer = syncPage(z.record(z.string(), z.unknown()));

// A plain string, not an enum: an unknown collection answers 404 like an unknown path, not 400.
const params = z.object({
  collection: z.string().max(40).openapi({ description: `One of ${SYNC_COLLECTIONS.join(', ')}` }),
});

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

/** `{"items":[...],` and the rest of the page object, as one buffer. */
function joinItems(items: Array<string | Buffer>, rest: string): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [ITEMS_OPEN];
  items.forEach((item, i) => {
    if (i) parts.push(COMMA);
    parts.push(typeof item === 'string' ? Buffer.from(item) : item);
  });
  parts.push(Buffer.from(`],${rest.slice(1)}`));
  // A fresh buffer, never a SharedArrayBuffer: the cast only narrows what the types cannot know.
  return Buffer.concat(parts) as Buffer<ArrayBuffer>;
}

export function syncRoutes({ db, auth }: RouteDeps) {
  const r = createRouter();
  const route = createRoute({
    method: 'get', path: '/sync/{collection}', tags: ['sync'], ...guard(auth),
    summary: 'Changes after the cursor: {items, deleted, cursor, hasMore, total}. A pass from scratch of orders (newest first) and of points with `near` (that city first) reads the rows in that order, then the changes after by version',
    request: { params, query: syncQuery },
    responses: {
      200: jsonAnswer(syncPageAnswer, 'One page of changes'),
      400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
      404: jsonAnswer(errorEnvelope, 'Unknown collection (040404)'),
      410: jsonAnswer(errorEnvelope, 'Cursor expired (041001): pull from scratch'),
    },
  });

  r.openapi(route, async (c) => {
    const name = c.req.valid('param').collection as SyncCollection;
    const source = Object.hasOwn(SYNC_SOURCES, name) ? SYNC_SOURCES[name] : undefined;
    if (!source) throw fail.notFound();
    const { roles, companyId } = c.get('auth');
    if (!hasAnyRole(roles, source.roles)) throw fail.forbidden();
    const query = c.req.valid('query');
    const viewer = { companyId, providers: tokenProviders(c) };
    // The newest version, the horizon and the page from one snapshot: a purge or a write committing meanwhile
    // is either wholly in all of them or in none (docs/decisions/database.md, "The sync cursor").
    const page = await db.tx(async (tx) => {
      const current = await currentVersion(tx);
      const cursor = parseCursor(query.cursor, current);
      // A global collection (points) is everyone's: only the global horizon can end its cursors.
      assertCursorLive(cursor, source.global ? await globalSyncHorizon(tx) : await syncHorizon(tx, companyId), current);
      const until = parseUntil(query.until, cursor, current);
      return readPage(tx, name, source, viewer, {
        cursor, fromScratch: !query.cursor, until, limit: query.limit, ahead: query.ahead, near: query.near,
      });
    }, PAGE_READ);
    const lang = c.get('lang');
    // Built from the items' JSON as it is (sources.ts): a page of 100 orders is ~230 kB, of points ~120 kB.
    const items = page.rows.map((row) => source.itemJson(row, lang));
    const { next, deleted } = page;
    const rest = JSON.stringify({
      deleted,
      cursor: next,
      hasMore: page.hasMore,
      total: page.total,
    });
    return encodedJson<z.infer<typeof syncPageAnswer>>(c, joinItems(items, rest), {
      [SYNC_CURSOR_HEADER]: next,
      [SYNC_HAS_MORE_HEADER]: String(page.hasMore),
      [SYNC_TOTAL_HEADER]: String(page.total),
      [SYNC_ITEMS_HEADER]: String(items.length),
      [SYNC_DELETED_HEADER]: String(deleted.length),
      ...(query.ahead ? { [SYNC_AHEAD_HEADER]: page.ahead.join(',') } : {}),
    });
  });
  return r;
}

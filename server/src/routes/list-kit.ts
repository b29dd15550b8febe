// One way to define a list call: {total, items}, page (from 1) and limit (default 100, max 1000),
// the filter syntax, and a documented route. Orders, points, shops... reuse it with their own scope.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { listEnvelope, listQuery } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import { filterToSql, parseFilter, type Condition, type FilterFields, type SqlWhere } from '../lib/filter';
import type { PageRequest } from '../db/page-query';
import { encodedJson, errorAnswers, guardWith, jsonAnswer } from './route-kit';

type Query = z.infer<typeof listQuery>;

/** One page; a list whose items are kept as JSON may answer the envelope's bytes itself (db/order-list-read.ts),
 *  and may take its time (a reader thread, db/read-pool.ts). */
export type ListPage<Item> = { total: number; items: Item[] } | { json: Buffer };

export type ListSpec<Item extends z.ZodType, Extra extends z.ZodRawShape> = {
  path: string;
  summary: string;
  tags: string[];
  item: Item;
  fields: FilterFields;
  /** Query parameters beyond page, limit and filter. */
  extraQuery?: Extra;
  /** Path parameters of a list under a parent (an integration's {settingsId}); load reads them from `c`. */
  params?: z.ZodObject<Record<string, z.ZodString>>;
  roles?: string[];
  /** Checks of the list's own after the roles (route-kit.ts guardWith). */
  checks?: MiddlewareHandler<AppEnv>[];
  load: (
    c: Context<AppEnv>,
    where: SqlWhere[],
    paging: PageRequest,
    query: Query & z.infer<z.ZodObject<Extra>>,
    conditions: Condition[],
  ) => ListPage<z.infer<Item>> | Promise<ListPage<z.infer<Item>>>;
};

export function addListRoute<Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  router: OpenAPIHono<AppEnv>,
  auth: MiddlewareHandler<AppEnv>,
  spec: ListSpec<Item, Extra>,
): void {
  const query = listQuery.extend(spec.extraQuery ?? ({} as Extra));
  const envelope = listEnvelope(spec.item);
  const route = createRoute({
    method: 'get', path: spec.path, tags: spec.tags, summary: spec.summary,
    ...guardWith(auth, spec.checks ?? [], ...(spec.roles ?? [])),
    request: spec.params ? { query, params: spec.params } : { query },
    responses: {
      200: jsonAnswer(envelope, 'One page: {total, items}'),
      400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
    },
  });
  router.openapi(route, async (c) => {
    const q = c.req.valid('query') as Query & z.infer<z.ZodObject<Extra>>;
    const conditions = parseFilter(q.filter, spec.fields);
    const result = await spec.load(c, filterToSql(conditions, spec.fields), { page: q.page, limit: q.limit }, q, conditions);
    if (!('json' in result)) return c.json(result, 200);
    // A reader thread's bytes come over as a plain ArrayBuffer, never a shared one.
    return encodedJson<z.infer<typeof envelope>>(c, result.json as Buffer<ArrayBuffer>);
  });
}

/** Paging and `=` filtering over a small list held in memory (statuses): same answers as SQL lists. */
export function pageArray<T extends Record<string, unknown>>(all: T[], conditions: Condition[], paging: PageRequest) {
  const kept = all.filter((item) =>
    conditions.every(({ field, op, values }) => {
      const v = item[field];
      if (op === '%') return String(v).toLowerCase().includes(String(values[0]).toLowerCase());
      if (op === '>') return Number(v) > Number(values[0]);
      if (op === '<') return Number(v) < Number(values[0]);
      return values.some((x) => String(x) === String(v));
    }),
  );
  const start = (paging.page - 1) * paging.limit;
  return { total: kept.length, items: kept.slice(start, start + paging.limit) };
}

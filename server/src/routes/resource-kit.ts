// One way to define the calls of a company resource that the console edits offline and syncs: list,
// create, read, update, delete, all scoped to the caller's company and documented.
// - A create may carry the console's own UUID: the same id again in the same company answers the row
//   as it is (a repeated create is harmless), the id of another company's row answers 409 040901.
// - Every write stamps the next change version; a delete leaves a tombstone (db/synced-table.ts), and
//   a repeated delete of the company's own deleted row answers 200 again.
// - Ids of other companies, and unknown ids, answer 403 and reveal nothing (middleware/company-scope.ts).
// - A resource under a parent (an integration under its setting) names the parent in the path ({settingsId});
//   `parent` checks it before a list or create, and `owns` says whether a row loaded by id is one of this
//   path's (its kind, its parent): a row of the company that is not answers as another company's would.
import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ERROR_CODES } from '../../../src/contract';
import type { ResourceChanges } from '../../../src/contract/changes';
import type { AppEnv } from '../app-env';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import type { FilterFields, SqlWhere } from '../lib/filter';
import { assertOwnCompany, companyScope } from '../middleware/company-scope';
import type { HookResult } from '../middleware/validation-hook';
import { queryPage, type PageSource } from '../db/page-query';
import type { Columns, SyncedRow, SyncedTable } from '../db/synced-table';
import { addListRoute } from './list-kit';
import { errorAnswers, guard, jsonAnswer, jsonBody, type Router } from './route-kit';
import { deletedAnswer, idParams } from './resource-params';
import { assertIfMatch } from '../lib/if-match';
import { APP_PREFIX, changeRoute } from './change-routes';

type Hook = (result: HookResult, c: Context<AppEnv>) => undefined;
/** The path's parameters before {id}, validated by the route (e.g. {settingsId}); none for most resources. */
export type PathParams = Record<string, string>;

export type ResourceSpec<Row extends SyncedRow, Input, Item> = {
  /** The registry's changes of this resource: their methods and paths are the routes' (change-routes.ts). */
  changes: ResourceChanges;
  tags: string[];
  /** 'shop': used in the document's summaries. */
  noun: string;
  roles: readonly string[];
  item: z.ZodType<Item>;
  /** The registry's bodies of the changes (src/contract/changes/change-bodies.ts): the create's, the input plus
   *  the optional client-made id, and the edit's. */
  bodies: { create: z.ZodType<Input & { id?: string | undefined }>; update: z.ZodType<Input> };
  /** Validation hook with the resource's own texts for blank required fields. */
  hook?: Hook;
  table: SyncedTable<Row>;
  source: (scope: SqlWhere, params: PathParams) => PageSource;
  fields: FilterFields;
  toItem: (row: Row) => Item;
  /** Checks beyond the schema (throws the field failures) and the columns to write; `row` on update. */
  columns: (c: Context<AppEnv>, input: Input, id: string, row: Row | undefined, params: PathParams) => Columns;
  /** Path parameters before {id}, each a string. */
  params?: z.ZodObject<Record<string, z.ZodString>>;
  /** Throws (403) when the path's parent is not the caller's to list or add to. */
  parent?: (c: Context<AppEnv>, params: PathParams) => void;
  /** Whether a row of the caller's company belongs under this path; default: every row of the table. */
  owns?: (row: Row, params: PathParams) => boolean;
};

export function addResourceRoutes<Row extends SyncedRow, Input, Item>(
  r: Router, { auth, db, now }: RouteDeps, spec: ResourceSpec<Row, Input, Item>,
): void {
  const { tags, noun, table, changes } = spec;
  const path = changes.list.relativeTo(APP_PREFIX);
  const itemPath = changes.item.relativeTo(APP_PREFIX);
  const secured = guard(auth, ...spec.roles);
  const answers = { 400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403] };
  const itemAnswer = jsonAnswer(spec.item, `The ${noun}`);
  const owns = (row: Row, params: PathParams) => spec.owns?.(row, params) ?? true;
  const own = (c: Context<AppEnv>, id: string, params: PathParams): Row => {
    const row = table.byId(id);
    assertOwnCompany(c, row);
    if (!owns(row as Row, params)) throw fail.forbidden();
    return row as Row;
  };
  const itemParams = spec.params ? idParams.extend(spec.params.shape) : idParams;
  /** The validated path parameters (the route's schema has checked them); {id} is read apart. */
  const paramsOf = (c: Context<AppEnv>): PathParams => {
    const { id: _id, ...params } = c.req.param() as PathParams;
    return params;
  };

  addListRoute(r, auth, {
    path, tags, summary: `The company's ${noun}s: {total, items}`, item: spec.item, fields: spec.fields, roles: [...spec.roles],
    params: spec.params,
    load: (c, where, paging) => {
      const params = paramsOf(c);
      spec.parent?.(c, params);
      const page = queryPage<Row>(db, spec.source(companyScope(c), params), where, paging);
      return { total: page.total, items: page.rows.map((row) => spec.toItem(row)) };
    },
  });

  const create = createRoute({
    ...changeRoute(changes.create, APP_PREFIX), tags, ...secured, summary: `Create a ${noun}; a repeated create with the same id answers the ${noun}`,
    request: spec.params ? { params: spec.params, body: jsonBody(spec.bodies.create) } : { body: jsonBody(spec.bodies.create) },
    responses: { 200: itemAnswer, ...answers, 409: errorAnswers[409] },
  });
  r.openapi(create, (c) => {
    const { id: sentId, ...input } = c.req.valid('json');
    const { companyId } = c.get('auth');
    const params = paramsOf(c);
    spec.parent?.(c, params);
    const id = sentId ?? randomUUID();
    const existing = sentId ? table.byId(sentId) : undefined;
    // Another company's id, or one of ours of another kind or parent: the id is taken, never a key clash.
    if (existing && (existing.company_id !== companyId || !owns(existing, params))) {
      throw fail.conflict(ERROR_CODES.loginExists, 'idTaken', 'id');
    }
    if (!existing) table.insert(companyId, id, spec.columns(c, input as Input, id, undefined, params), now());
    return c.json(spec.toItem(table.byId(id) as Row), 200);
  }, spec.hook);

  const read = createRoute({
    method: 'get', path: itemPath, tags, ...secured, summary: `One ${noun}`,
    request: { params: itemParams },
    responses: { 200: itemAnswer, ...answers },
  });
  r.openapi(read, (c) => c.json(spec.toItem(own(c, c.req.valid('param').id, paramsOf(c))), 200));

  const update = createRoute({
    ...changeRoute(changes.update, APP_PREFIX), tags, ...secured, summary: `Replace the fields of a ${noun}`,
    request: { params: itemParams, body: jsonBody(spec.bodies.update) },
    responses: { 200: itemAnswer, ...answers, 409: errorAnswers[409], 412: errorAnswers[412] },
  });
  r.openapi(update, (c) => {
    const params = paramsOf(c);
    const row = own(c, c.req.valid('param').id, params);
    assertIfMatch(c, row.version, () => spec.toItem(row));
    const input = c.req.valid('json');
    table.update(row.id, spec.columns(c, input, row.id, row, params), now());
    return c.json(spec.toItem(table.byId(row.id) as Row), 200);
  }, spec.hook);

  const remove = createRoute({
    ...changeRoute(changes.delete, APP_PREFIX), tags, ...secured, summary: `Delete a ${noun} (a repeat answers the same)`,
    request: { params: itemParams },
    responses: { 200: jsonAnswer(deletedAnswer, 'Deleted'), ...answers },
  });
  r.openapi(remove, (c) => {
    const { id } = c.req.valid('param');
    const row = table.byId(id);
    if (!row && table.wasDeleted(c.get('auth').companyId, id)) return c.json({ id }, 200);
    table.remove(own(c, id, paramsOf(c)), now());
    return c.json({ id }, 200);
  });
}

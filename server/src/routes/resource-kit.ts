// One way to define the calls of a company resource that the console edits offline and syncs: list,
// create, read, update, delete, all scoped to the caller's company and documented.
// - A create may carry the console's own UUID: the same id again in the same company answers the row
//   as it is (a repeated create is harmless), the id of another company's row answers 409 040901.
// - Every write stamps the next change version; a delete leaves a tombstone (db/sql/synced-rows.ts), and
//   a repeated delete of the company's own deleted row answers 200 again.
// - Safe with several writers: a create of an id is one insert that a racing create cannot double, and an
//   update is written only onto the version it was computed from (else it is computed again, or answers 412
//   to a caller whose If-Match names the older one).
// - Ids of other companies, and unknown ids, answer 403 and reveal nothing (middleware/company-scope.ts).
// - A resource under a parent (an integration under its setting) names the parent in the path ({settingsId});
//   `parent` checks it before a list or create, and `owns` says whether a row loaded by id is one of this
//   path's (its kind, its parent): a row of the company that is not answers as another company's would.
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
import type { PageSource } from '../db/page-query';
import { listPage } from '../db/sql/list-page';
import type { SyncedRow } from '../db/synced-row';
import type { Columns, SyncedRows } from '../db/sql/synced-rows';
import { addListRoute } from './list-kit';
import { errorAnswers, guard, jsonAnswer, jsonBody, type Router } from './route-kit';
import { deletedAnswer, idParams } from './resource-params';
import { assertIfMatch } from '../lib/if-match';
import { APP_PREFIX, changeRoute } from './change-routes';
import { newRowId } from '../lib/new-row-id';

type Hook = (result: HookResult, c: Context<AppEnv>) => undefined;
/** Writes of an update that lost to other writers of the row before it answers 412. */
const UPDATE_TRIES = 3;
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
  table: SyncedRows<Row>;
  source: (scope: SqlWhere, params: PathParams) => PageSource;
  fields: FilterFields;
  toItem: (row: Row) => Item;
  /** Checks beyond the schema (throws the field failures) and the columns to write; `row` on update. */
  columns: (c: Context<AppEnv>, input: Input, id: string, row: Row | undefined, params: PathParams) => Columns | Promise<Columns>;
  /** Path parameters before {id}, each a string. */
  params?: z.ZodObject<Record<string, z.ZodString>>;
  /** Throws (403) when the path's parent is not the caller's to list or add to. */
  parent?: (c: Context<AppEnv>, params: PathParams) => void | Promise<void>;
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
  const ownRow = (c: Context<AppEnv>, row: Row | undefined, params: PathParams): Row => {
    assertOwnCompany(c, row);
    if (!owns(row as Row, params)) throw fail.forbidden();
    return row as Row;
  };
  const own = async (c: Context<AppEnv>, id: string, params: PathParams): Promise<Row> => ownRow(c, await table.byId(id), params);
  const itemParams = spec.params ? idParams.extend(spec.params.shape) : idParams;
  /** The validated path parameters (the route's schema has checked them); {id} is read apart. */
  const paramsOf = (c: Context<AppEnv>): PathParams => {
    const { id: _id, ...params } = c.req.param() as PathParams;
    return params;
  };

  addListRoute(r, auth, {
    path, tags, summary: `The company's ${noun}s: {total, items}`, item: spec.item, fields: spec.fields, roles: [...spec.roles],
    params: spec.params,
    load: async (c, where, paging) => {
      const params = paramsOf(c);
      await spec.parent?.(c, params);
      const page = await listPage<Row>(db, spec.source(companyScope(c), params), where, paging);
      return { total: page.total, items: page.rows.map((row) => spec.toItem(row)) };
    },
  });

  const create = createRoute({
    ...changeRoute(changes.create, APP_PREFIX), tags, ...secured, summary: `Create a ${noun}; a repeated create with the same id answers the ${noun}`,
    request: spec.params ? { params: spec.params, body: jsonBody(spec.bodies.create) } : { body: jsonBody(spec.bodies.create) },
    responses: { 200: itemAnswer, ...answers, 409: errorAnswers[409] },
  });
  r.openapi(create, async (c) => {
    const { id: sentId, ...input } = c.req.valid('json');
    const { companyId } = c.get('auth');
    const params = paramsOf(c);
    await spec.parent?.(c, params);
    const id = sentId ?? (await newRowId(c));
    // Another company's id, or one of ours of another kind or parent: the id is taken, never a key clash.
    const taken = (row: Row | undefined) => row !== undefined && (row.company_id !== companyId || !owns(row, params));
    const existing = await table.byId(id);
    if (taken(existing)) throw fail.conflict(ERROR_CODES.loginExists, 'idTaken', 'id');
    if (!existing) await table.insert(companyId, id, await spec.columns(c, input as Input, id, undefined, params), now());
    // A create of the same id that won a race is read as it is: ours is a repeat, another company's is taken.
    const row = await table.byId(id);
    if (taken(row)) throw fail.conflict(ERROR_CODES.loginExists, 'idTaken', 'id');
    return c.json(spec.toItem(row as Row), 200);
  }, spec.hook);

  const read = createRoute({
    method: 'get', path: itemPath, tags, ...secured, summary: `One ${noun}`,
    request: { params: itemParams },
    responses: { 200: itemAnswer, ...answers },
  });
  r.openapi(read, async (c) => c.json(spec.toItem(await own(c, c.req.valid('param').id, paramsOf(c))), 200));

  const update = createRoute({
    ...changeRoute(changes.update, APP_PREFIX), tags, ...secured, summary: `Replace the fields of a ${noun}`,
    request: { params: itemParams, body: jsonBody(spec.bodies.update) },
    responses: { 200: itemAnswer, ...answers, 409: errorAnswers[409], 412: errorAnswers[412] },
  });
  r.openapi(update, async (c) => {
    const params = paramsOf(c);
    const input = c.req.valid('json');
    for (let tries = 1; ; tries++) {
      const row = await own(c, c.req.valid('param').id, params);
      assertIfMatch(c, row.version, () => spec.toItem(row));
      // The columns may keep what the row holds (a secret left out): written only onto the row they read.
      if (await table.update(row.id, await spec.columns(c, input, row.id, row, params), now(), row.version)) break;
      if (tries === UPDATE_TRIES) throw fail.versionConflict(spec.toItem(row));
    }
    return c.json(spec.toItem(await own(c, c.req.valid('param').id, params)), 200);
  }, spec.hook);

  const remove = createRoute({
    ...changeRoute(changes.delete, APP_PREFIX), tags, ...secured, summary: `Delete a ${noun} (a repeat answers the same)`,
    request: { params: itemParams },
    responses: { 200: jsonAnswer(deletedAnswer, 'Deleted'), ...answers },
  });
  r.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    const row = await table.byId(id);
    if (!row && (await table.wasDeleted(c.get('auth').companyId, id))) return c.json({ id }, 200);
    // Deleted by a racing repeat meanwhile: the same answer.
    await table.remove(ownRow(c, row, paramsOf(c)), now());
    return c.json({ id }, 200);
  });
}

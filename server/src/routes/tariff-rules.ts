// The tariff rule editor: /v1/app/editors/tariff/rules, admin only. Rules apply
// in priority order (1 first); new and duplicated rules go last; the status switch takes the intended
// state (docs/sync.md "Conflicts": a queued switch must not flip twice) and toggles only without a body.
import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  ERROR_CODES, RULE_SCHEMA_READERS, listEnvelope, rulePreview, rulePreviewRequest, rulePriorityUpdate, tariffRule, tariffRuleSchema,
} from '../../../src/contract';
import { RULE_BODIES } from '../../../src/contract/changes/change-bodies';
import type { AppEnv } from '../app-env';
import type { RouteDeps } from '../deps';
import { RULE_ACTIONS, RULE_CONDITIONS } from '../data/tariff-rule-catalog';
import { fail } from '../lib/api-failure';
import { checkRuleRows, staticChoiceValues, type ChoiceValues } from '../lib/tariff-rule-check';
import { ruleSchema } from '../lib/tariff-rule-schema';
import { text } from '../lib/texts';
import { assertOwnCompany } from '../middleware/company-scope';
import { requiredTextsHook } from '../middleware/required-texts-hook';
import { ROLE_SETS } from '../middleware/roles';
import { readPoolOf } from '../db/read-pool';
import { companyQueue } from '../limits/company-queue';
import { ruleChoices, tariffRuleFields, tariffRuleRows, tariffRulesSource, toTariffRule, type TariffRuleRow } from '../db/repos/tariff-rules';
import { usersRepo } from '../db/repos/users';
import { idParams } from './resource-params';
import { addResourceRoutes } from './resource-kit';
import { createRouter, errorAnswer, errorAnswers, guard, jsonAnswer, jsonBody } from './route-kit';
import { RULE_CHANGES } from '../../../src/contract/changes';
import { API_PATHS } from '../../../src/contract/api-paths';
import { APP_PREFIX, changeRoute } from './change-routes';
import { newRowId } from '../lib/new-row-id';

const tags = ['tariff rules'];
const NAME_MAX = 100;
const ROW_PART = /^(conditions|actions)\.\d+\.(field|operator|value)$/;
const answers = { 400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403] };
/** Previews of one company waiting behind its running one; more answer 429 (limits/company-queue.ts). */
const PREVIEWS_WAITING = 16;

/** 'Пожалуйста, введите название' for the name; 'Введите значение' for a blank part of a row. */
const hook = requiredTextsHook((field) => (field === 'name' ? 'ruleNameRequired' : ROW_PART.test(field) ? 'required' : undefined));

export function tariffRuleRoutes(deps: RouteDeps) {
  const { db, auth, now } = deps;
  const table = tariffRuleRows(db);
  const users = usersRepo(db);
  const secured = guard(auth, ...ROLE_SETS.adminOnly);
  const r = createRouter();

  // Read before the rule, so nothing waits between reading the rule and writing it.
  const me = (c: Context<AppEnv>) => users.byId(c.get('auth').userId);
  const present = <User>(user: User | undefined): User => {
    if (!user) throw fail.unauthorized();
    return user;
  };
  const own = async (c: Context<AppEnv>, id: string): Promise<TariffRuleRow> => {
    const row = await table.byId(id);
    assertOwnCompany(c, row);
    return row as TariffRuleRow;
  };
  const choiceValues = async (): Promise<ChoiceValues> => ({
    ...staticChoiceValues(),
    ...Object.fromEntries(Object.entries(await ruleChoices(db, 'ru')).map(([key, list]) => [key, new Set(list.map((x) => x.value))])),
  });

  // Before the resource routes: GET /schema must not be taken for GET /{id}.
  const schema = createRoute({
    // Its readers are the contract's, so the console's sync knows not to ask for it (src/contract/sync-readers.ts).
    method: 'get', path: API_PATHS.ruleSchema.relativeTo(APP_PREFIX), tags, ...guard(auth, ...RULE_SCHEMA_READERS),
    summary: 'What the editor offers: conditions, actions, meta {dictionary, staticData}',
    responses: { 200: jsonAnswer(tariffRuleSchema, 'The rule schema in the caller\'s language'), 401: errorAnswers[401], 403: errorAnswers[403] },
  });
  r.openapi(schema, async (c) => c.json(ruleSchema(c.get('lang'), await ruleChoices(db, c.get('lang'))), 200));

  const priority = createRoute({
    method: 'put', path: API_PATHS.rulesReorder.relativeTo(APP_PREFIX), tags, ...secured,
    summary: 'Reorder: the listed rules get priorities 1..n in this order, the others follow as they were',
    request: { body: jsonBody(rulePriorityUpdate) },
    responses: { 200: jsonAnswer(listEnvelope(tariffRule), 'All rules of the company in the new order'), ...answers },
  });
  r.openapi(priority, async (c) => {
    const { ids } = c.req.valid('json');
    if (new Set(ids).size !== ids.length) throw fail.badRequest('repeatedIds', 'ids');
    const { companyId } = c.get('auth');
    const refused = await db.tx(async (tx) => {
      const rules = await tariffRuleRows(tx).inOrder(companyId);
      const byId = new Map(rules.map((rule) => [rule.id, rule]));
      if (!ids.every((id) => byId.has(id))) return true;
      const listed = new Set(ids);
      const order = [...ids.map((id) => byId.get(id) as TariffRuleRow), ...rules.filter((rule) => !listed.has(rule.id))];
      // Only rules whose place changed take a new version: fewer changes for every client to pull.
      for (const [i, rule] of order.entries()) {
        if (rule.priority !== i + 1) await tariffRuleRows(tx).update(rule.id, { priority: i + 1 }, now());
      }
      return false;
    });
    if (refused) throw fail.forbidden();
    const items = (await table.inOrder(companyId)).map(toTariffRule);
    return c.json({ total: items.length, items }, 200);
  });

  const toggle = createRoute({
    ...changeRoute(RULE_CHANGES.switch, APP_PREFIX), tags, ...secured,
    summary: 'Set the status sent ({status}); without a body, toggle it',
    request: { params: idParams, body: { required: false, content: { 'application/json': { schema: RULE_BODIES.switch } } } },
    responses: { 200: jsonAnswer(tariffRule, 'The rule'), ...answers },
  });
  r.openapi(toggle, async (c) => {
    const user = await me(c);
    const row = await own(c, c.req.valid('param').id);
    const sent = c.req.valid('json').status;
    const wanted = sent ?? (row.status === 'enabled' ? 'disabled' : 'enabled');
    // A toggle is held to the state it read, so two toggles at once flip it twice, not once; a sent state
    // is the same whenever it lands.
    if (wanted !== row.status) await table.update(row.id, { status: wanted, user_email: present(user).email }, now(), sent ? undefined : row.version);
    return c.json(toTariffRule((await table.byId(row.id)) as TariffRuleRow), 200);
  });

  const duplicate = createRoute({
    method: 'post', path: API_PATHS.ruleDuplicate.relativeTo(APP_PREFIX), tags, ...secured,
    summary: 'Copy a rule as "<name> (copy)", last and disabled; {id} may name the copy (a repeat answers it)',
    request: {
      params: idParams,
      body: { required: false, content: { 'application/json': { schema: z.object({ id: z.uuid().optional() }) } } },
    },
    responses: { 200: jsonAnswer(tariffRule, 'The copy'), ...answers, 409: errorAnswers[409] },
  });
  r.openapi(duplicate, async (c) => {
    const author = await me(c);
    const row = await own(c, c.req.valid('param').id);
    const { companyId } = c.get('auth');
    const sentId = c.req.valid('json').id;
    const id = sentId ?? (await newRowId(c));
    const existing = await table.byId(id);
    if (existing && existing.company_id !== companyId) throw fail.conflict(ERROR_CODES.loginExists, 'idTaken', 'id');
    if (!existing) {
      const user = present(author);
      await table.insert(companyId, id, {
        name: copyName(row.name, c), description: row.description, author: user.name, user_email: user.email,
        priority: await table.nextPriority(companyId), status: 'disabled', conditions: row.conditions, actions: row.actions,
      }, now());
    }
    // A copy under the same id that another company made first is theirs.
    const copy = await table.byId(id);
    if (copy?.company_id !== companyId) throw fail.conflict(ERROR_CODES.loginExists, 'idTaken', 'id');
    return c.json(toTariffRule(copy), 200);
  });

  // A preview prices 200 requests: on SQLite in a reader thread, one per company at a time, the rest in line
  // (docs/decisions/server-under-load.md, "Rule previews").
  const previews = companyQueue(PREVIEWS_WAITING);
  const reads = readPoolOf(deps);
  const preview = createRoute({
    method: 'post', path: API_PATHS.rulePreview.relativeTo(APP_PREFIX), tags, ...secured,
    summary: "How many of the company's last 100 calculations a rule as typed would change (no calculation unit spent)",
    request: { body: jsonBody(rulePreviewRequest) },
    responses: {
      200: jsonAnswer(rulePreview, 'Calculations priced again, and how many the rule changes'), ...answers,
      429: errorAnswer(`More than ${PREVIEWS_WAITING} previews of the company waiting (042901); Retry-After says when to try again`),
    },
  });
  r.openapi(preview, async (c) => {
    const input = c.req.valid('json');
    const choices = await choiceValues();
    const errors = [
      ...checkRuleRows('conditions', input.conditions, RULE_CONDITIONS, choices),
      ...checkRuleRows('actions', input.actions, RULE_ACTIONS, choices),
    ];
    if (errors.length) throw fail.fields(errors);
    const companyId = c.get('auth').companyId;
    const rule = { id: input.id ?? randomUUID(), conditions: input.conditions, actions: input.actions };
    return c.json(await previews(companyId, () => reads.rulePreview({ companyId, rule })), 200);
  });

  addResourceRoutes(r, deps, {
    changes: RULE_CHANGES, tags, noun: 'tariff rule', roles: ROLE_SETS.adminOnly,
    item: tariffRule, bodies: RULE_BODIES, hook,
    table, source: tariffRulesSource, fields: tariffRuleFields, toItem: toTariffRule,
    columns: async (c, input, _id, row) => {
      const choices = await choiceValues();
      const errors = [
        ...checkRuleRows('conditions', input.conditions, RULE_CONDITIONS, choices),
        ...checkRuleRows('actions', input.actions, RULE_ACTIONS, choices),
      ];
      if (errors.length) throw fail.fields(errors);
      const user = present(await me(c));
      const columns = {
        name: input.name,
        description: input.description ?? '',
        user_email: user.email,
        status: input.status ?? row?.status ?? 'enabled',
        conditions: JSON.stringify(input.conditions),
        actions: JSON.stringify(input.actions),
      };
      return row ? columns : { ...columns, author: user.name, priority: await table.nextPriority(c.get('auth').companyId) };
    },
  });

  return r;
}

/** "<name> (копия)" in the caller's language, shortened so the copy still fits the name's limit. */
function copyName(name: string, c: Context<AppEnv>): string {
  const lang = c.get('lang');
  const extra = text('copyOf', lang, { name: '' }).length;
  return text('copyOf', lang, { name: name.slice(0, NAME_MAX - extra).trimEnd() });
}

// The company's small resources share one shape of change: a POST of the new item with the id made on the
// device, a PUT of every field, a DELETE (server/src/routes/resource-kit.ts). What the device shows meanwhile
// is the body itself, with what the screen adds (a secret's mask).
import { INTEGRATION_KINDS, MODULE_KINDS, MODULE_PATHS, type IntegrationKind, type ModuleKind } from '../module-kinds';
import type { RuleStatus } from '../tariff-rules';
import { apiPath } from './api-path';
import { defineChange, REMOVE, upsert, type ChangeCollection } from './define-change';

type Fields = Record<string, unknown>;

const resourceChanges = <L extends string>(name: string, collection: ChangeCollection, listTemplate: L) => {
  const item = apiPath(`${listTemplate}/{id}` as `${L}/{id}`);
  return {
    list: apiPath(listTemplate),
    item,
    create: defineChange({
      kind: `${name}.create`, collection, method: 'POST', path: apiPath(listTemplate),
      optimistic: (_current: unknown, { id: _id, ...fields }: Fields & { id: string }, { shown }) => upsert({ ...fields, ...shown }),
    }),
    /** Every field: the request means the same however late it arrives. */
    update: defineChange({
      kind: `${name}.update`, collection, method: 'PUT', path: item, versioned: true,
      optimistic: (_current: unknown, fields: Fields, { shown }) => upsert({ ...fields, ...shown }),
    }),
    delete: defineChange({ kind: `${name}.delete`, collection, method: 'DELETE', path: item, optimistic: () => REMOVE }),
  };
};

export type ResourceChanges = ReturnType<typeof resourceChanges<string>>;

export const SHOP_CHANGES = resourceChanges('shop', 'shops', '/v1/app/shops');
export const WAREHOUSE_CHANGES = resourceChanges('warehouse', 'warehouses', '/v1/app/warehouses');
export const PACKAGE_CHANGES = resourceChanges('package', 'packages', '/v1/app/packages');
export const CONNECTION_CHANGES = resourceChanges('connection', 'connections', '/v1/app/connections');
const ruleResource = resourceChanges('rule', 'rules', '/v1/app/editors/tariff/rules');

/** Enabling or disabling a rule sends the state the user wants, not a toggle: a replay means the same. */
const ruleSwitch = defineChange({
  kind: 'rule.switch', collection: 'rules', method: 'PUT', path: apiPath('/v1/app/editors/tariff/rules/{id}/status/switch'),
  optimistic: (_current: unknown, body: { status: RuleStatus }) => upsert({ status: body.status }),
});

export const RULE_CHANGES = { ...ruleResource, switch: ruleSwitch };

/** Each module's or marketplace's settings, under its own path (MODULE_PATHS). */
export const MODULE_CHANGES = Object.fromEntries(
  MODULE_KINDS.map((kind) => [kind, resourceChanges('module', 'modules', MODULE_PATHS[kind])]),
) as Record<ModuleKind, ResourceChanges>;

/** The integrations under one account of a module or marketplace: `{settingsId}` is the account. */
export const INTEGRATION_CHANGES = Object.fromEntries(
  INTEGRATION_KINDS.map((kind) => [kind, resourceChanges('integration', 'integrations', `${MODULE_PATHS[kind]}/{settingsId}/integrations`)]),
) as Record<IntegrationKind, ResourceChanges>;

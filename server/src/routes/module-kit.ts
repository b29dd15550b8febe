// The calls of one kind of module or marketplace settings, and of the integrations under a setting, over the
// resource kit (routes/resource-kit.ts): admin only, company scoped, each item naming its `kind`. A setting
// answers its secrets masked and keeps a secret an update leaves out (lib/module-secrets.ts); an integration
// lives under a setting of its own kind and company, named in the path ({settingsId}), and any other setting
// answers 403 as another company's would (docs/decisions/modules.md "Server").
import type { Context } from 'hono';
import { z } from 'zod';
import type { IntegrationKind, ModuleKind } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { keptSecrets, sealSecrets } from '../lib/module-secrets';
import { assertOwnCompany } from '../middleware/company-scope';
import { requiredTextsHook } from '../middleware/required-texts-hook';
import { ROLE_SETS } from '../middleware/roles';
import {
  moduleIntegrationFields, moduleIntegrationRows, moduleIntegrationsSource, toModuleIntegration,
} from '../db/repos/module-integrations';
import { moduleSettingsFields, moduleSettingsRows, moduleSettingsSource, toModuleSettings } from '../db/repos/module-settings';
import { addResourceRoutes } from './resource-kit';
import type { Router } from './route-kit';
import { INTEGRATION_CHANGES, MODULE_CHANGES } from '../../../src/contract/changes';

/** Routers are mounted at /v1/app; the contract's paths are whole. */
export const underApp = (path: string) => path.replace(/^\/v1\/app/, '');

/** A blank or null required field says 'Введите значение', as the forms show it. */
const hook = requiredTextsHook(() => 'required');

export const settingsParams = z.object({ settingsId: z.string().min(1).max(100) });

type KindSpec<Input> = {
  tags: string[];
  noun: string;
  item: z.ZodType;
  /** The registry's bodies of its changes (src/contract/changes/change-bodies.ts). */
  bodies: { create: z.ZodType<Input & { id?: string | undefined }>; update: z.ZodType<Input> };
  /** The plain fields to store, from the checked input; `stored`: the fields before an update. */
  doc: (input: Input, stored?: Record<string, unknown>) => object;
};

export function addSettingsRoutes<Input>(r: Router, deps: RouteDeps, kind: ModuleKind, spec: KindSpec<Input>): void {
  addResourceRoutes(r, deps, {
    changes: MODULE_CHANGES[kind], tags: spec.tags, noun: spec.noun, roles: ROLE_SETS.adminOnly,
    item: spec.item, bodies: spec.bodies, hook,
    table: moduleSettingsRows(deps.db), source: moduleSettingsSource(kind), fields: moduleSettingsFields,
    toItem: toModuleSettings, owns: (row) => row.kind === kind,
    columns: (_c, input, _id, row) => {
      const secrets = keptSecrets(kind, input as Record<string, unknown>, row?.secrets_json);
      // A create that sent back a masked value has no secret to keep.
      const missing = Object.keys(secrets).filter((name) => secrets[name] === '');
      if (missing.length) throw fail.fields(missing.map((field) => ({ field, text: 'required' })));
      return { kind, doc_json: JSON.stringify(spec.doc(input)), secrets_json: sealSecrets(secrets) };
    },
  });
}

type IntegrationSpec<Input> = KindSpec<Input> & {
  /** Checks beyond the schema (the company's own warehouse); throws the field failures. */
  check?: (c: Context<AppEnv>, input: Input) => Promise<void>;
};

export function addIntegrationRoutes<Input>(r: Router, deps: RouteDeps, kind: IntegrationKind, spec: IntegrationSpec<Input>): void {
  const settings = moduleSettingsRows(deps.db);
  addResourceRoutes(r, deps, {
    changes: INTEGRATION_CHANGES[kind], params: settingsParams,
    tags: spec.tags, noun: spec.noun, roles: ROLE_SETS.adminOnly,
    item: spec.item, bodies: spec.bodies, hook,
    table: moduleIntegrationRows(deps.db), source: moduleIntegrationsSource(kind), fields: moduleIntegrationFields,
    toItem: toModuleIntegration,
    parent: async (c, { settingsId = '' }) => {
      const parent = await settings.byId(settingsId);
      assertOwnCompany(c, parent);
      if (parent?.kind !== kind) throw fail.forbidden();
    },
    owns: (row, { settingsId }) => row.kind === kind && row.settings_id === settingsId,
    columns: async (c, input, _id, row, { settingsId = '' }) => {
      await spec.check?.(c, input);
      const stored = row ? (JSON.parse(row.doc_json) as Record<string, unknown>) : undefined;
      return { settings_id: settingsId, kind, doc_json: JSON.stringify(spec.doc(input, stored)) };
    },
  });
}

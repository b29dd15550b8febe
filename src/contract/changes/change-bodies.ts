// The body each change sends, as the contract's schema, beside the registry's entries (define-change.ts):
// the server's routes validate each change by these, and the outbox's test server refuses what they refuse.
// A map apart from the entries, so that the screens queueing changes (the order list's actions) do not load
// zod with them (docs/decisions/performance-on-slow-links.md, "Start-up work").
import type { z } from 'zod';
import { connectionCreate, connectionInput } from '../connections';
import {
  insalesCreate, insalesInput, retailCrmIntegrationCreate, retailCrmIntegrationInput, retailCrmSettingsCreate,
  retailCrmSettingsInput, wildberriesIntegrationCreate, wildberriesIntegrationInput, wildberriesSettingsCreate,
  wildberriesSettingsInput, yamarketIntegrationCreate, yamarketIntegrationInput, yamarketSettingsCreate, yamarketSettingsInput,
} from '../modules';
import type { IntegrationKind, ModuleKind } from '../module-kinds';
import { orderCreate, orderIdsRequest, orderUpdate } from '../orders';
import { packagePresetCreate, packagePresetInput } from '../packages';
import { shopCreate, shopInput } from '../shops';
import { ruleStatusSwitch, tariffRuleCreate, tariffRuleInput } from '../tariff-rules';
import { warehouseCreate, warehouseInput } from '../warehouses';
import type { ChangeEntry } from './define-change';
import { ORDER_CHANGES } from './order-changes';
import {
  CONNECTION_CHANGES, INTEGRATION_CHANGES, MODULE_CHANGES, PACKAGE_CHANGES, RULE_CHANGES, SHOP_CHANGES, WAREHOUSE_CHANGES, type ResourceChanges,
} from './resource-changes';

/** A resource's create (the fields and the id made on the device) and its edit (every field). */
type ResourceBodies<Create extends z.ZodType, Update extends z.ZodType> = { create: Create; update: Update };
const bodies = <Create extends z.ZodType, Update extends z.ZodType>(create: Create, update: Update): ResourceBodies<Create, Update> => ({ create, update });

export const ORDER_BODIES = { create: orderCreate, update: orderUpdate, statuses: orderIdsRequest };
export const RULE_BODIES = { ...bodies(tariffRuleCreate, tariffRuleInput), switch: ruleStatusSwitch };
export const SHOP_BODIES = bodies(shopCreate, shopInput);
export const WAREHOUSE_BODIES = bodies(warehouseCreate, warehouseInput);
export const PACKAGE_BODIES = bodies(packagePresetCreate, packagePresetInput);
export const CONNECTION_BODIES = bodies(connectionCreate, connectionInput);
export const MODULE_BODIES = {
  insales: bodies(insalesCreate, insalesInput),
  retailcrm: bodies(retailCrmSettingsCreate, retailCrmSettingsInput),
  yamarket: bodies(yamarketSettingsCreate, yamarketSettingsInput),
  wildberries: bodies(wildberriesSettingsCreate, wildberriesSettingsInput),
} satisfies Record<ModuleKind, ResourceBodies<z.ZodType, z.ZodType>>;
export const INTEGRATION_BODIES = {
  retailcrm: bodies(retailCrmIntegrationCreate, retailCrmIntegrationInput),
  yamarket: bodies(yamarketIntegrationCreate, yamarketIntegrationInput),
  wildberries: bodies(wildberriesIntegrationCreate, wildberriesIntegrationInput),
} satisfies Record<IntegrationKind, ResourceBodies<z.ZodType, z.ZodType>>;

type AnyEntry = ChangeEntry<string, never, never>;
const resourcePairs = (changes: ResourceChanges, schemas: ResourceBodies<z.ZodType, z.ZodType>): Array<[AnyEntry, z.ZodType]> => [
  [changes.create as AnyEntry, schemas.create], [changes.update as AnyEntry, schemas.update],
];

const BY_ENTRY = new Map<AnyEntry, z.ZodType>([
  [ORDER_CHANGES.create as AnyEntry, ORDER_BODIES.create],
  [ORDER_CHANGES.update as AnyEntry, ORDER_BODIES.update],
  [ORDER_CHANGES.statuses as AnyEntry, ORDER_BODIES.statuses],
  [RULE_CHANGES.switch as AnyEntry, RULE_BODIES.switch],
  ...resourcePairs(RULE_CHANGES, RULE_BODIES),
  ...resourcePairs(SHOP_CHANGES, SHOP_BODIES),
  ...resourcePairs(WAREHOUSE_CHANGES, WAREHOUSE_BODIES),
  ...resourcePairs(PACKAGE_CHANGES, PACKAGE_BODIES),
  ...resourcePairs(CONNECTION_CHANGES, CONNECTION_BODIES),
  ...(Object.keys(MODULE_BODIES) as ModuleKind[]).flatMap((kind) => resourcePairs(MODULE_CHANGES[kind], MODULE_BODIES[kind])),
  ...(Object.keys(INTEGRATION_BODIES) as IntegrationKind[]).flatMap((kind) => resourcePairs(INTEGRATION_CHANGES[kind], INTEGRATION_BODIES[kind])),
]);

/** The schema of the body a change sends; undefined for a change without one (cancel, resend, delete). */
export const bodySchemaOf = (entry: AnyEntry): z.ZodType | undefined => BY_ENTRY.get(entry);

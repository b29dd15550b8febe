// Package presets of the caller's company: /v1/app/packages (docs/decisions/packages.md). Orders roles, as
// the shops: whoever makes orders picks and keeps the boxes. The name is required ('Необходимо заполнить
// Название упаковки'); sides and weight are above zero and within what an order takes (src/contract/packages.ts).
import { packagePreset } from '../../../src/contract';
import { PACKAGE_BODIES } from '../../../src/contract/changes/change-bodies';
import type { RouteDeps } from '../deps';
import { byField, requiredTextsHook } from '../middleware/required-texts-hook';
import { ROLE_SETS } from '../middleware/roles';
import { packageColumns, packageFields, packageRows, packagesSource, toPackagePreset } from '../db/repos/packages';
import { addResourceRoutes } from './resource-kit';
import { createRouter } from './route-kit';
import { PACKAGE_CHANGES } from '../../../src/contract/changes';

export function packageRoutes(deps: RouteDeps) {
  const r = createRouter();
  addResourceRoutes(r, deps, {
    changes: PACKAGE_CHANGES, tags: ['packages'], noun: 'package preset', roles: ROLE_SETS.orders,
    item: packagePreset, bodies: PACKAGE_BODIES,
    hook: requiredTextsHook(byField({ name: 'packageNameRequired' })),
    table: packageRows(deps.db), source: packagesSource, fields: packageFields, toItem: toPackagePreset,
    columns: (_c, input) => packageColumns(input),
  });
  return r;
}

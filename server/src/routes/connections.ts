// Connections of the caller's company to delivery services:
// /v1/app/connections and /{id}; admin only. The provider must exist and be enabled; connectParams
// follow its connection form (lib/connect-params-check.ts); one name per provider and company (040902).
import { ERROR_CODES, connection, connectionCreate, connectionInput } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { checkConnectParams, setParams } from '../lib/connect-params-check';
import { byField, requiredTextsHook } from '../middleware/required-texts-hook';
import { ROLE_SETS } from '../middleware/roles';
import {
  connectionColumns, connectionFields, connectionsSource, connectionsTable, toConnection,
} from '../db/repos/connections';
import { addResourceRoutes } from './resource-kit';
import { createRouter } from './route-kit';

export function connectionRoutes(deps: RouteDeps) {
  const table = connectionsTable(deps.db);
  const r = createRouter();
  addResourceRoutes(r, deps, {
    path: '/connections', tags: ['connections'], noun: 'connection', roles: ROLE_SETS.adminOnly,
    item: connection, create: connectionCreate, update: connectionInput,
    hook: requiredTextsHook(byField({ name: 'required', providerKey: 'required' })),
    table, source: connectionsSource, fields: connectionFields, toItem: toConnection,
    columns: (c, input, id) => {
      const form = table.providerForm(input.providerKey);
      if (!form) throw fail.badRequest('unknownProvider', 'providerKey');
      const errors = checkConnectParams(form, input.connectParams);
      if (errors.length) throw fail.fields(errors);
      if (table.nameTaken(c.get('auth').companyId, input.providerKey, input.name, id)) {
        throw fail.conflict(ERROR_CODES.connectionExists, 'alreadyExists', 'name');
      }
      return connectionColumns({ ...input, connectParams: setParams(input.connectParams) });
    },
  });
  return r;
}

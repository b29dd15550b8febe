// Connections of the caller's company to delivery services:
// /v1/app/connections and /{id}; admin only. The provider must exist and be enabled; connectParams
// follow its connection form (lib/connect-params-check.ts); one name per provider and company (040902).
// Secret fields are answered masked, and an update that leaves one out keeps the stored value
// (lib/connection-secrets.ts, docs/decisions/security.md "Connection secrets").
import { ERROR_CODES, connection } from '../../../src/contract';
import { CONNECTION_BODIES } from '../../../src/contract/changes/change-bodies';
import type { RouteDeps } from '../deps';
import { isUniqueViolation } from '../db/unique-violation';
import { fail } from '../lib/api-failure';
import { checkConnectParams, setParams } from '../lib/connect-params-check';
import { secretCodes, withKeptSecrets } from '../lib/connection-secrets';
import { byField, requiredTextsHook } from '../middleware/required-texts-hook';
import { ROLE_SETS } from '../middleware/roles';
import {
  connectionColumns, connectionFields, connectionNameTaken, connectionRows, connectionsSource, openParams, providerForm, toConnectionWithForm,
} from '../db/repos/connections';
import { addResourceRoutes } from './resource-kit';
import { createRouter } from './route-kit';
import { CONNECTION_CHANGES } from '../../../src/contract/changes';

const nameTaken = () => fail.conflict(ERROR_CODES.connectionExists, 'alreadyExists', 'name');

/** The rows, a write refused by the one-name index answered as the check before it answers (040902): another
 *  writer took the name between the check and the write (the index connections_name, migrations/0006). */
function namedOnce(rows: ReturnType<typeof connectionRows>): typeof rows {
  const kept = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } catch (error) {
      throw isUniqueViolation(error) ? nameTaken() : error;
    }
  };
  return { ...rows, insert: (...args) => kept(rows.insert(...args)), update: (...args) => kept(rows.update(...args)) };
}

export function connectionRoutes(deps: RouteDeps) {
  const db = deps.db;
  const r = createRouter();
  addResourceRoutes(r, deps, {
    changes: CONNECTION_CHANGES, tags: ['connections'], noun: 'connection', roles: ROLE_SETS.adminOnly,
    item: connection, bodies: CONNECTION_BODIES,
    hook: requiredTextsHook(byField({ name: 'required', providerKey: 'required' })),
    table: namedOnce(connectionRows(db)), source: connectionsSource, fields: connectionFields, toItem: toConnectionWithForm,
    columns: async (c, input, id, row) => {
      const form = await providerForm(db, input.providerKey);
      if (!form) throw fail.badRequest('unknownProvider', 'providerKey');
      // Secrets kept from the stored row (of the same service only), then checked as if sent: a create must
      // bring its required secrets, an update need not. The kit writes them only onto the row they were read
      // from (routes/resource-kit.ts), so a secret saved meanwhile by another writer is never undone.
      const stored = row?.provider_key === input.providerKey ? openParams(row) : {};
      const connectParams = withKeptSecrets(input.connectParams, secretCodes(form), stored);
      const errors = checkConnectParams(form, connectParams);
      if (errors.length) throw fail.fields(errors);
      if (await connectionNameTaken(db, c.get('auth').companyId, input.providerKey, input.name, id)) {
        throw nameTaken();
      }
      return connectionColumns({ ...input, connectParams: setParams(connectParams) });
    },
  });
  return r;
}

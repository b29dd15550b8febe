// Who may pull what (docs/decisions/roles-and-session.md): each sync collection and the tariff rule editor's
// schema. The server refuses everyone else with 403 (server/src/sync/sources.ts takes its roles from here), and
// the sync worker does not ask for what the user's roles may not read. Plain values, for the workers too.
import { ROLE_ADMIN, ROLE_ORDER_INFO } from './constants';
import { SYNC_COLLECTIONS, type SyncCollection } from './sync-constants';

/** Admin, or one of the listed roles; an empty list is everyone. */
export type Readers = readonly string[];

const ORDER_DATA: Readers = [ROLE_ADMIN, ROLE_ORDER_INFO];
const COMPANY_SETTINGS: Readers = [ROLE_ADMIN];
const EVERYONE: Readers = [];

export const SYNC_READERS: Record<SyncCollection, Readers> = {
  shops: ORDER_DATA,
  warehouses: ORDER_DATA,
  packages: ORDER_DATA,
  orders: ORDER_DATA,
  connections: COMPANY_SETTINGS,
  rules: COMPANY_SETTINGS,
  modules: COMPANY_SETTINGS,
  integrations: COMPANY_SETTINGS,
  invoices: COMPANY_SETTINGS,
  operations: COMPANY_SETTINGS,
  points: EVERYONE,
};

/** The status lag (statusLag on the device) is read by whoever reads orders: operators look for stuck ones too. */
export const STATUS_LAG_READERS: Readers = ORDER_DATA;

/** The tariff rule editor's schema is the rules' own. */
export const RULE_SCHEMA_READERS: Readers = SYNC_READERS.rules;

export const mayRead = (userRoles: readonly string[], readers: Readers): boolean =>
  userRoles.includes(ROLE_ADMIN) || readers.length === 0 || readers.some((role) => userRoles.includes(role));

/** The collections these roles may pull, in SYNC_COLLECTIONS order. */
export const readableCollections = (userRoles: readonly string[]): SyncCollection[] =>
  SYNC_COLLECTIONS.filter((collection) => mayRead(userRoles, SYNC_READERS[collection]));

// Migrations are versions: append a new file, never edit one that has shipped.
// Version n is MIGRATIONS[n - 1]; PRAGMA user_version holds the last version applied.
import { accounts } from './0001-accounts';
import { referenceLists } from './0002-reference-lists';
import { connections } from './0003-connections';
import { syncAndIdempotency } from './0004-sync-and-idempotency';
import { tombstones } from './0005-tombstones';
import { companyResources } from './0006-company-resources';
import { orders } from './0007-orders';
import { companySyncHorizon } from './0008-company-sync-horizon';
import { points } from './0009-points';
import { signupAttempts } from './0010-signup-attempts';
import { orderListIndexes } from './0011-order-list-indexes';
import { ordersByWrite } from './0012-orders-by-write';
import { calculations } from './0013-calculations';
import { warehouseAddressTypes } from './0014-warehouse-address-types';
import { pointsByCityAndService } from './0015-points-by-city-and-service';
import { billing } from './0016-billing';
import { apiTokens } from './0017-api-tokens';
import { modules } from './0018-modules';
import { moneyYouCanTrust } from './0019-money-you-can-trust';
import { oneInsalesName } from './0020-one-insales-name';
import { englishNames } from './0021-english-names';
import { ordersSeq } from './0022-orders-seq';

export const MIGRATIONS: readonly string[] = [
  accounts, referenceLists, connections, syncAndIdempotency, tombstones, companyResources, orders, companySyncHorizon,
  points, signupAttempts, orderListIndexes, ordersByWrite, calculations,
  warehouseAddressTypes, pointsByCityAndService, billing, apiTokens, modules, moneyYouCanTrust, oneInsalesName, englishNames,
  ordersSeq,
];

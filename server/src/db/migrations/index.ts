// Migrations are versions: append a new file, never edit one that has shipped. Each is named by its file; the
// names applied are kept in the migrations table (db/migrate.ts), as PostgreSQL's migrator keeps its own.
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
import { instances } from './0023-instances';
import { sharedState } from './0024-shared-state';
import { statusLagIndexes } from './0025-status-lag';
import { packages } from './0026-packages';
import { labelPrinted } from './0027-label-printed';
import { promisedDays } from './0028-promised-days';

/** [name, SQL], oldest first; the names match PostgreSQL's where a migration has both dialects. */
export const MIGRATIONS: ReadonlyArray<readonly [string, string]> = [
  ['0001-accounts', accounts], ['0002-reference-lists', referenceLists], ['0003-connections', connections],
  ['0004-sync-and-idempotency', syncAndIdempotency], ['0005-tombstones', tombstones], ['0006-company-resources', companyResources],
  ['0007-orders', orders], ['0008-company-sync-horizon', companySyncHorizon], ['0009-points', points],
  ['0010-signup-attempts', signupAttempts], ['0011-order-list-indexes', orderListIndexes], ['0012-orders-by-write', ordersByWrite],
  ['0013-calculations', calculations], ['0014-warehouse-address-types', warehouseAddressTypes],
  ['0015-points-by-city-and-service', pointsByCityAndService], ['0016-billing', billing], ['0017-api-tokens', apiTokens],
  ['0018-modules', modules], ['0019-money-you-can-trust', moneyYouCanTrust], ['0020-one-insales-name', oneInsalesName],
  ['0021-english-names', englishNames], ['0022-orders-seq', ordersSeq], ['0023-instances', instances],
  ['0024-shared-state', sharedState],
  ['0025-status-lag', statusLagIndexes], ['0026-packages', packages],
  ['0027-label-printed', labelPrinted], ['0028-promised-days', promisedDays],
];

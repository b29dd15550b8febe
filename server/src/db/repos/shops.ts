// Shops of a company: rows, list source and filters, and how a row reads as the API item.
import type { Shop, ShopInput } from '../../../../src/contract';
import { normalizeEmail } from '../../../../src/contract';
import type { FilterFields, SqlWhere } from '../../lib/filter';
import type { PageSource } from '../page-query';
import { metaOf, type SyncedRow } from '../synced-row';
import type { Columns } from '../sql/synced-rows';
import type { SqlDb } from '../sql/sql-db';
import { syncedRows } from '../sql/synced-rows';

export type ShopRow = SyncedRow & { name: string; company_name: string; email: string; phone: string };

export const shopRows = (db: SqlDb) => syncedRows<ShopRow>(db, 'shops', 'shops');

export const shopsSource = (scope: SqlWhere): PageSource => ({
  from: 'shops', columns: '*', orderBy: 'created_at, id', scope: [scope],
});

export const shopFields: FilterFields = {
  id: { column: 'id', type: 'string' },
  name: { column: 'name', type: 'string' },
  companyName: { column: 'company_name', type: 'string' },
  email: { column: 'email', type: 'string' },
  phone: { column: 'phone', type: 'string' },
};

/** Input already checked (lib/resource-checks.ts): empty optional texts are stored as ''. */
export const shopColumns = (input: ShopInput): Columns => ({
  name: input.name,
  company_name: input.companyName ?? '',
  email: input.email ? normalizeEmail(input.email) : '',
  phone: input.phone ?? '',
});

export const toShop = (row: ShopRow): Shop => ({
  ...metaOf(row), name: row.name, companyName: row.company_name, email: row.email, phone: row.phone,
});

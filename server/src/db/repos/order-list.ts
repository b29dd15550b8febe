// The order list's filter (docs/api.md "Lists and paging"): plain fields map to columns; `created` takes ISO times or
// unix milliseconds with > < =; `q` searches number, clientNumber, recipient name and phone (contains,
// case-insensitive also for Cyrillic, digits of the phone in any format).
import { ERROR_CODES } from '../../../../src/contract';
import { ApiFailure } from '../../lib/api-failure';
import type { Condition, FilterFields, SqlWhere } from '../../lib/filter';
import { searchable } from '../../lib/search-text';
import type { PageSource } from '../page-query';

// Every filter below has an index ending in this order (migrations/0011-order-list-indexes.ts), and so in the
// key (the orders' primary key, on both databases): a far page is picked over index entries alone.
export const orderListSource: PageSource = { from: 'orders', columns: '*', orderBy: 'created_at DESC, id DESC', key: 'id' };

export const ORDER_FILTER_FIELDS: FilterFields = {
  status: { column: 'status_key', type: 'string' },
  providerKey: { column: 'provider_key', type: 'string' },
  shopId: { column: 'shop_id', type: 'string' },
  warehouseId: { column: 'warehouse_id', type: 'string' },
  platform: { column: 'platform', type: 'string' },
  number: { column: 'number', type: 'string' },
  clientNumber: { column: 'client_number', type: 'string' },
  providerNumber: { column: 'provider_number', type: 'string' },
  deliveryType: { column: 'delivery_type', type: 'number' },
  // Handled below: they need more than one column or a conversion.
  created: { column: null, type: 'string' },
  q: { column: null, type: 'string' },
};

const invalidFilter = () =>
  new ApiFailure(400, ERROR_CODES.invalidFilter, 'invalidFilter', { description: 'invalidFilterDescription' });

function toMs(value: string | number): number {
  const raw = String(value);
  const ms = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(ms)) throw invalidFilter();
  return ms;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The conditions on `created` and `q`, which filterToSql leaves out. */
export function orderSpecialConditions(conditions: Condition[]): SqlWhere[] {
  return conditions.flatMap(({ field, op, values }): SqlWhere[] => {
    if (field === 'created') {
      if (op === '%') throw invalidFilter();
      const times = values.map(toMs);
      if (times.length > 1) return [{ sql: `created_at IN (${times.map(() => '?').join(', ')})`, params: times }];
      return [{ sql: `created_at ${op} ?`, params: times }];
    }
    if (field === 'q') {
      // = and % both mean "contains" here: nobody types a whole search column.
      const words = values.map((v) => `%${escapeLike(searchable(String(v)))}%`);
      return [{ sql: words.map(() => "search LIKE ? ESCAPE '\\'").join(' OR '), params: words }];
    }
    return [];
  });
}

// Reads and writes of orders rows. Company scoping happens here (`own`), so a call that loads an order by
// id can never get another company's row. Callers write version 0 and stamp the row with commitVersion
// (db/sql/versions.ts) as their transaction's last statement. ORDER_COLUMNS is the one list of an order's
// columns, for these writes and the seed's bulk ones (db/sql/insert-rows.ts).
import { sql } from 'kysely';
import { forUpdate, nextKey } from '../sql/dialect';
import type { SqlDb } from '../sql/sql-db';
import type { Stamp } from '../sql/versions';
import type { OrderRow } from './order-row';

export const ORDER_COLUMNS = [
  'id', 'company_id', 'version', 'number', 'client_number', 'provider_key', 'tariff_id', 'delivery_type', 'shop_id',
  'warehouse_id', 'platform', 'user_id', 'username', 'status_key', 'status_at', 'provider_code', 'provider_at',
  'error_code', 'reason_key', 'provider_number', 'return_provider_number', 'barcode', 'tracking_url',
  'recipient_name', 'recipient_phone', 'search', 'sim_route', 'sim_step', 'next_step_at', 'tracing_id',
  'charge_kopecks', 'days_max', 'created_at', 'updated_at', 'order_json', 'cost_json', 'sender_json', 'recipient_json', 'return_address_json',
  'places_json', 'items_json', 'extra_params_json',
] as const satisfies ReadonlyArray<keyof OrderRow>;

/** A whole row's values in ORDER_COLUMNS order. */
export const orderParams = (row: OrderRow) => ORDER_COLUMNS.map((c) => row[c]);

/** Human-readable order number: PC- and seven digits (more once a company passes ten million). */
export const formatOrderNumber = (n: number): string => `PC-${String(n).padStart(7, '0')}`;

/** Reads and writes on the data layer; give it a transaction's `tx` to lock and write inside it. */
export function ordersRepo(db: SqlDb) {
  const ownRow = (id: string, companyId: number, lock: boolean) => db.get(sql<OrderRow>`
    SELECT * FROM orders WHERE id = ${id} AND company_id = ${companyId} ${lock ? forUpdate(db.dialect) : sql``}`);
  return {
    /** The caller's order, or undefined for a missing id and for another company's alike. */
    own: (id: string, companyId: number) => ownRow(id, companyId, false),
    /** Like own, the row locked to the end of the transaction: a write computed from it cannot be overtaken by
     *  another instance's write of the same order (that one waits, and then reads this one's result). */
    ownLocked: (id: string, companyId: number) => ownRow(id, companyId, true),
    async ownMany(ids: readonly string[], companyId: number): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.all(sql<OrderRow>`SELECT * FROM orders WHERE company_id = ${companyId} AND id IN (${sql.join([...ids])})`);
      const byKey = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byKey.get(id) ?? []);
    },
    async clientNumberTaken(companyId: number, clientNumber: string, exceptId?: string): Promise<boolean> {
      const owner = await db.get(sql<{ id: string }>`SELECT id FROM orders WHERE company_id = ${companyId} AND client_number = ${clientNumber}`);
      return owner !== undefined && owner.id !== exceptId;
    },
    /** The company's next number: one upsert, whose row lock makes concurrent creates take one number each. */
    async nextNumber(companyId: number): Promise<string> {
      const taken = await db.get(sql<{ value: number }>`
        INSERT INTO order_numbers (company_id, value) VALUES (${companyId}, 1)
        ON CONFLICT (company_id) DO UPDATE SET value = order_numbers.value + 1 RETURNING value`);
      return formatOrderNumber(taken!.value);
    },
    /** The whole row, with its snapshot key (sync/sources.ts); its version is stamped by the caller's commitVersion. */
    insert: async (row: OrderRow) => void (await db.run(sql`
      INSERT INTO orders (${sql.join(ORDER_COLUMNS.map((c) => sql.ref(c)))}, seq)
      VALUES (${sql.join(orderParams(row))}, ${nextKey(db.dialect, 'orders', 'seq', row.company_id)})`)),
    /** Sets the given columns; the keys come from code, never from a request. */
    async update(id: string, patch: Partial<OrderRow>): Promise<void> {
      const keys = Object.keys(patch) as Array<keyof OrderRow>;
      if (keys.length === 0) return;
      await db.run(sql`UPDATE orders SET ${sql.join(keys.map((k) => sql`${sql.ref(k)} = ${patch[k]}`))} WHERE id = ${id}`);
    },
    remove: async (id: string) => void (await db.run(sql`DELETE FROM orders WHERE id = ${id}`)),
  };
}

export type OrdersRepo = ReturnType<typeof ordersRepo>;

/** The stamp of an order row, for commitVersion. */
export const orderStamp = (id: string): Stamp => ({ table: 'orders', id });

// An order's past, on the data layer: its status history (one entry per status it reached) and its log (each
// call to the aggregator and each call the aggregator made to the delivery service), both readable as pages.
// The columns are listed once, for these writes and the seed's bulk ones (db/sql/insert-rows.ts).
import type { OrderLogEntry, OrderLogStatus, OrderLogType, OrderStatusEntry } from '../../../../src/contract';
import type { Lang } from '../../lib/texts';
import { sql } from 'kysely';
import type { SqlDb } from '../sql/sql-db';
import type { PageRequest } from '../page-query';
import { iso, toStatus, type StatusFields } from './order-row';

export const HISTORY_COLUMNS = ['order_id', 'status_key', 'created_at', 'provider_code', 'provider_at', 'error_code', 'reason_key'] as const;
export const historyParams = (orderId: string, s: StatusFields) =>
  [orderId, s.status_key, s.at, s.provider_code, s.provider_at, s.error_code, s.reason_key] as const;

export const LOG_COLUMNS = [
  'order_id', 'company_id', 'created_at', 'status', 'type', 'tracing_id', 'client_number', 'provider_number', 'url', 'request', 'response',
] as const satisfies ReadonlyArray<keyof LogInsert>;
export const logParams = (e: LogInsert) => LOG_COLUMNS.map((c) => e[c]);

const columnList = (columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(c)));

export type LogInsert = {
  order_id: string;
  company_id: number;
  created_at: number;
  status: OrderLogStatus;
  type: OrderLogType;
  tracing_id: string | null;
  client_number: string;
  provider_number: string | null;
  url: string;
  request: string | null;
  response: string | null;
};

type HistoryRow = Omit<StatusFields, 'at'> & { id: number; order_id: string; created_at: number };
type LogRow = LogInsert & { id: number };

/** Raw payloads are kept for support, not as an archive: a huge body is cut. */
const PAYLOAD_MAX = 20_000;
export const payload = (value: unknown): string => {
  const json = JSON.stringify(value);
  return json.length > PAYLOAD_MAX ? `${json.slice(0, PAYLOAD_MAX)}…` : json;
};

export function orderEventsRepo(db: SqlDb) {
  async function page<Row>(table: string, orderId: string, paging: PageRequest) {
    const counted = await db.get(sql<{ total: number }>`SELECT count(*) AS total FROM ${sql.table(table)} WHERE order_id = ${orderId}`);
    const total = Number(counted!.total);
    const rows = await db.all(sql<Row>`
      SELECT * FROM ${sql.table(table)} WHERE order_id = ${orderId} ORDER BY id LIMIT ${paging.limit} OFFSET ${Math.min((paging.page - 1) * paging.limit, total)}`);
    return { total, rows };
  }

  return {
    addStatus: async (orderId: string, s: StatusFields) => void (await db.run(sql`
      INSERT INTO order_status_history (${columnList(HISTORY_COLUMNS)}) VALUES (${sql.join([...historyParams(orderId, s)])})`)),
    addLog: async (entry: LogInsert) => void (await db.run(sql`
      INSERT INTO order_logs (${columnList(LOG_COLUMNS)}) VALUES (${sql.join(logParams(entry))})`)),

    /** Oldest first: the story of the parcel in the order it happened. */
    async historyPage(orderId: string, paging: PageRequest, lang: Lang) {
      const { total, rows } = await page<HistoryRow>('order_status_history', orderId, paging);
      const items: OrderStatusEntry[] = rows.map((r) => ({
        id: r.id, orderId: r.order_id, ...toStatus({ ...r, at: r.created_at }, lang),
      }));
      return { total, items };
    },

    async logPage(orderId: string, paging: PageRequest) {
      const { total, rows } = await page<LogRow>('order_logs', orderId, paging);
      const items: OrderLogEntry[] = rows.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        timestamp: iso(r.created_at),
        status: r.status,
        type: r.type,
        tracingId: r.tracing_id,
        clientNumber: r.client_number,
        providerNumber: r.provider_number,
        url: r.url,
        request: r.request,
        response: r.response,
      }));
      return { total, items };
    },
  };
}

export type OrderEventsRepo = ReturnType<typeof orderEventsRepo>;

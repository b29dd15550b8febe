// The import's preview (docs/decisions/orders.md "Orders in bulk"): each row of the table read as an order
// create and checked by the contract's schema (the one the outbox's test server and the API run on the same
// body) after what the device resolves itself. A row whose id the device already holds (in its orders or
// its queue) was imported before and is left out, not checked again.
import type { z } from 'zod';
import type { OrderCreateBody } from '../../src/contract/changes/order-changes';
import { orderCreate } from '../../src/contract/orders';
import { columnOfHeader, importRowIds, IMPORT_COLUMNS, type ImportColumnKey } from '../../src/contract/order-import';
import type { DeviceStore } from './device-store';
import { rowToBody, type Cells, type DeviceProblemCode } from './row-to-body';
import type { Table } from './read-table';

export type SchemaIssue = z.core.$ZodIssue;
export type RowProblem = {
  row: number;
  /** The column to name; null where the body's field has none (the preview names the field). */
  column: ImportColumnKey | null;
  field: string;
  problem: { kind: 'device'; code: DeviceProblemCode } | { kind: 'schema'; issue: SchemaIssue; missing: boolean };
};
export type ImportRow = { row: number; id: string; key: string; body: OrderCreateBody };
export type CheckedTable = {
  /** Rows to import, rows imported before (their numbers), problems of the bad rows (each row's first per column). */
  good: ImportRow[];
  already: number[];
  problems: RowProblem[];
  badRows: number;
  /** Required columns the header lacks, and headers naming no column (ignored). */
  missingColumns: ImportColumnKey[];
  unknownHeaders: string[];
};
export type CheckProgress = (done: number, total: number) => void;

const FIELD_COLUMNS: Record<string, ImportColumnKey> = {
  'order.clientNumber': 'clientNumber', shopId: 'shop', warehouseId: 'warehouse', 'order.providerKey': 'service',
  'order.tariffId': 'tariff', 'order.pickupType': 'tariff', 'order.deliveryType': 'tariff', 'order.pointInId': 'pointIn',
  'order.pointOutId': 'pointOut', 'order.description': 'comment', 'order.weight': 'weight', 'order.length': 'length',
  'order.width': 'width', 'order.height': 'height', 'places.0.weight': 'weight', 'places.0.length': 'length',
  'places.0.width': 'width', 'places.0.height': 'height', 'cost.assessedCost': 'assessedCost', 'cost.codCost': 'codCost',
  'recipient.contactName': 'recipientName', 'recipient.phone': 'recipientPhone', 'recipient.email': 'recipientEmail',
  'recipient.postIndex': 'recipientPostIndex', 'recipient.city': 'recipientCity', 'recipient.street': 'recipientStreet',
  'recipient.house': 'recipientHouse', 'recipient.office': 'recipientOffice', 'sender.contactName': 'senderName',
  'sender.phone': 'senderPhone', items: 'item', 'items.0.description': 'item', 'items.0.quantity': 'quantity',
  'items.0.cost': 'itemPrice',
};

/** A field of the body the row does not hold itself (the sender's address) came from the warehouse. */
const columnOfField = (field: string, cells: Cells): ImportColumnKey | null =>
  FIELD_COLUMNS[field] ?? (field.startsWith('sender.') && cells.warehouse ? 'warehouse' : null);

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), data);

/** The issue without what a worker cannot send or the page does not need. */
const plainIssue = (issue: SchemaIssue): SchemaIssue => {
  const { input: _input, inst: _inst, ...rest } = issue as SchemaIssue & { inst?: unknown };
  return rest as SchemaIssue;
};

function schemaProblems(row: number, body: OrderCreateBody, cells: Cells, taken: Set<string>): RowProblem[] {
  const result = orderCreate.safeParse(body);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    const column = columnOfField(field, cells);
    const slot = column ?? field;
    if (taken.has(slot)) return [];
    taken.add(slot);
    const value = valueAt(body, issue.path);
    return [{ row, column, field, problem: { kind: 'schema' as const, issue: plainIssue(issue), missing: value === undefined || value === null } }];
  });
}

/** Which column each position of the header names. */
function headerColumns(header: string[]) {
  const columns = header.map(columnOfHeader);
  const present = new Set(columns);
  return {
    columns,
    missingColumns: IMPORT_COLUMNS.filter((c) => c.required && !present.has(c.key)).map((c) => c.key),
    unknownHeaders: header.filter((h, i) => h !== '' && columns[i] === null),
  };
}

/** `held`: which of the given order ids the device already holds. */
export async function checkTable(
  table: Table, fileHash: string, store: DeviceStore, held: (ids: string[]) => Promise<Set<string>>, onProgress: CheckProgress,
): Promise<CheckedTable> {
  const { columns, missingColumns, unknownHeaders } = headerColumns(table.header);
  const ids = await Promise.all(table.rows.map((r) => importRowIds(fileHash, r.row)));
  const heldIds = await held(ids.map((x) => x.id));
  const out: CheckedTable = { good: [], already: [], problems: [], badRows: 0, missingColumns, unknownHeaders };
  const clientNumbers = new Map<string, number>();
  table.rows.forEach(({ row, cells: values }, i) => {
    if (i % 250 === 0) onProgress(i, table.rows.length);
    const { id, key } = ids[i];
    if (heldIds.has(id)) return void out.already.push(row);
    const cells: Cells = {};
    columns.forEach((column, at) => column && (cells[column] = values[at] ?? ''));
    const { body, problems: device } = rowToBody(cells, id, store);
    const clientNumber = body.order.clientNumber;
    if (clientNumber && clientNumbers.has(clientNumber)) device.push({ column: 'clientNumber', code: 'duplicateClientNumber' });
    else if (clientNumber) clientNumbers.set(clientNumber, row);
    const taken = new Set<string>(device.map((p) => p.column));
    // A service the device cannot resolve leaves the tariff unresolved too: say it once.
    if (device.some((p) => p.column === 'service')) taken.add('tariff');
    const problems: RowProblem[] = [
      ...device.map((p) => ({ row, column: p.column, field: p.column, problem: { kind: 'device' as const, code: p.code } })),
      ...schemaProblems(row, body, cells, taken),
    ];
    if (problems.length) {
      out.badRows++;
      out.problems.push(...problems);
    } else out.good.push({ row, id, key, body });
  });
  onProgress(table.rows.length, table.rows.length);
  return out;
}

// An edit's PUT body: the order as it was, with only the fields the user changed in the form laid over
// it. The PUT replaces the whole order, and the form shows only part of it, so everything else (item
// sizes and VAT, coordinates, the order's own size, the items inside places, extraParams, fields a later
// API version adds) goes back exactly as it came. A field counts as changed when its text in the form
// differs from the text the order gave the form; an untouched field keeps its stored value and type.
import { orderUpdate, type Order, type OrderUpdate } from '../../../contract/orders';
import { draftToBody } from './draft-to-body';
import type { OrderDraft } from './order-draft';
import { orderToDraft } from './order-to-draft';

type Block = Record<string, unknown>;
type Row = Block & { origin?: number };

/** Figures the server works out again on every write: not the caller's to send. */
const SERVER_COST_FIELDS = ['insuranceFee', 'cashServiceFee'];

/** The stored block with each form field that differs from `before` set to its new API value. */
function layOver(stored: unknown, fresh: Block, before: Block, after: Block): Block {
  const out: Block = { ...(stored as Block | null | undefined) };
  for (const key of Object.keys(after)) {
    if (key === 'origin' || after[key] === before[key]) continue;
    if (fresh[key] === undefined) delete out[key];
    else out[key] = fresh[key];
  }
  return out;
}

const sameRow = (a: Row, b: Row | undefined) => b !== undefined && Object.keys(a).every((key) => a[key] === b[key]);

/** Rows follow their `origin`, so removing a row never hands its hidden fields to the next one. An order
 *  without rows shows one blank row; left blank, it adds nothing. */
function layOverRows(stored: readonly unknown[], fresh: readonly Block[], before: readonly Row[], after: readonly Row[]): Block[] {
  return after.flatMap((row, i) => {
    const from = row.origin;
    if (from !== undefined && from < stored.length) return [layOver(stored[from], fresh[i]!, before[from]!, row)];
    return stored.length === 0 && sameRow(row, before[i]) ? [] : [fresh[i]!];
  });
}

const sameWeights = (before: OrderDraft['places'], after: OrderDraft['places']) =>
  before.length === after.length && after.every((p, i) => p.origin === before[i]!.origin && p.weight === before[i]!.weight);

export function draftOverOrder(original: Order, draft: OrderDraft): OrderUpdate {
  const before = orderToDraft(original);
  const fresh = draftToBody(draft, original.id);
  const stored: Block = original;
  const blocks = Object.fromEntries(Object.keys(orderUpdate.shape).map((key) => [key, stored[key]])) as Block;
  const section = (key: 'order' | 'cost' | 'sender' | 'recipient') =>
    layOver(stored[key], fresh[key] as Block, before[key] as Block, draft[key] as Block);
  const order = section('order');
  // The order's weight is the sum of its places' on create; it follows them only when they changed.
  if (!sameWeights(before.places, draft.places)) {
    if (fresh.order.weight === undefined) delete order.weight;
    else order.weight = fresh.order.weight;
  }
  const cost = section('cost');
  for (const key of SERVER_COST_FIELDS) delete cost[key];
  const returnAddress = !draft.hasReturnAddress
    ? null
    : before.hasReturnAddress
      ? layOver(stored.returnAddress, fresh.returnAddress as Block, before.returnAddress, draft.returnAddress)
      : fresh.returnAddress;
  return {
    ...blocks,
    shopId: draft.shopId === before.shopId ? original.shopId : (fresh.shopId ?? null),
    warehouseId: draft.warehouseId === before.warehouseId ? original.warehouseId : (fresh.warehouseId ?? null),
    order, cost, sender: section('sender'), recipient: section('recipient'), returnAddress,
    places: layOverRows(original.places ?? [], fresh.places, before.places, draft.places),
    items: layOverRows(original.items ?? [], fresh.items, before.items, draft.items),
    extraParams: layOverRows(original.extraParams ?? [], fresh.extraParams, before.extraParams, draft.extraParams.filter((p) => p.key.trim() || p.value.trim())),
  } as OrderUpdate;
}

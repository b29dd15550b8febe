// Orders needing attention (docs/decisions/orders.md "Needing attention"): why an order asks for a look, decided
// on the device from what it holds, so the dashboard's counts and the list's filter work offline and agree.
import type { OrderStatusKey } from '../../../contract/constants';
import type { StatusLagItem } from '../../../contract/status-lag';
import { isFinalStatus, statusLagKey, stuckThresholdHours } from '../../../contract/stuck-rule';

export const ATTENTION_REASONS = ['uploadError', 'stuck', 'returning', 'refused'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];
/** The list's filter value: one reason, or any of them. */
export type AttentionFilter = AttentionReason | 'any';

export const isAttentionFilter = (value: unknown): value is AttentionFilter =>
  value === 'any' || (ATTENTION_REASONS as readonly unknown[]).includes(value);

/** The delivery service refused the order: it waits for a fix and a resend. */
export const UPLOAD_ERROR_STATUSES: readonly OrderStatusKey[] = ['uploadingError'];
/** On its way back to the sender: someone has to expect it. `returned` has arrived and asks nothing more. */
export const RETURNING_STATUSES: readonly OrderStatusKey[] = ['returnedFromDelivery', 'partialReturn', 'returnReady', 'returning'];

/** How long an order may stay in a status of a service before it counts as stuck, in ms; null where it never
 *  does (a final status). */
export type StuckAfter = (providerKey: string, statusKey: OrderStatusKey) => number | null;

const HOUR_MS = 3600_000;

/** The contract's stuck rule (src/contract/stuck-rule.ts) over the status lag the device holds: each service's
 *  p90 in a status over the last 30 days, or 72 hours where it has too few samples or the device none yet. The
 *  server counts its `stuckNow` by the same rule. */
export function stuckAfterFrom(items: readonly StatusLagItem[]): StuckAfter {
  const rows = new Map(items.map((row) => [statusLagKey(row.providerKey, row.statusKey), row]));
  return (providerKey, key) => (isFinalStatus(key) ? null : stuckThresholdHours(rows.get(statusLagKey(providerKey, key))) * HOUR_MS);
}

/** What the reasons are judged by: the time, the stuck thresholds and the orders with refused changes. */
export type AttentionContext = { now: number; stuckAfter: StuckAfter; refusedIds: ReadonlySet<string> };

type AttentionRow = { id: string; status?: { key?: string; created?: string }; order?: { providerKey?: string } };

/** The reasons one order needs attention for, in ATTENTION_REASONS order. */
export function attentionReasonsOf(row: AttentionRow, context: AttentionContext): AttentionReason[] {
  const key = row.status?.key as OrderStatusKey | undefined;
  const reasons: AttentionReason[] = [];
  if (key && UPLOAD_ERROR_STATUSES.includes(key)) reasons.push('uploadError');
  if (key && isStuck(key, row.order?.providerKey ?? '', row.status?.created, context)) reasons.push('stuck');
  if (key && RETURNING_STATUSES.includes(key)) reasons.push('returning');
  if (context.refusedIds.has(row.id)) reasons.push('refused');
  return reasons;
}

function isStuck(key: OrderStatusKey, providerKey: string, since: string | undefined, context: AttentionContext): boolean {
  const after = context.stuckAfter(providerKey, key);
  const at = since ? Date.parse(since) : NaN;
  return after !== null && Number.isFinite(at) && context.now - at > after;
}

export const matchesAttention = (row: AttentionRow, filter: AttentionFilter, context: AttentionContext): boolean => {
  const reasons = attentionReasonsOf(row, context);
  return filter === 'any' ? reasons.length > 0 : reasons.includes(filter);
};

/** The newest `status.created` at which an order in that status counts as stuck at `now` (ISO, as the server
 *  writes it, so the store's index compares it as text); null where it never does. */
export function stuckBefore(providerKey: string, key: OrderStatusKey, context: AttentionContext): string | null {
  const after = context.stuckAfter(providerKey, key);
  return after === null ? null : new Date(context.now - after - 1).toISOString();
}

// The registry of changes (define-change.ts): every kind the console queues, and the way from a sent request
// back to its entry and parameters (the outbox's test server answers by it).
import type { PathParams } from './api-path';
import type { ChangeEntry, ChangeMethod } from './define-change';
import { ORDER_CHANGES } from './order-changes';
import {
  CONNECTION_CHANGES, INTEGRATION_CHANGES, MODULE_CHANGES, PACKAGE_CHANGES, RULE_CHANGES, SHOP_CHANGES, WAREHOUSE_CHANGES, type ResourceChanges,
} from './resource-changes';

export * from './api-path';
export * from './define-change';
export * from './order-changes';
export * from './resource-changes';

const resourceEntries = (changes: ResourceChanges) => [changes.create, changes.update, changes.delete];

/** Every entry, the more specific paths first (a rule's switch before a rule's update). */
export const ALL_CHANGES: readonly ChangeEntry<string, never, never>[] = [
  ORDER_CHANGES.statuses, ORDER_CHANGES.cancel, ORDER_CHANGES.resend, ORDER_CHANGES.create, ORDER_CHANGES.update, ORDER_CHANGES.delete,
  RULE_CHANGES.switch,
  ...[SHOP_CHANGES, WAREHOUSE_CHANGES, PACKAGE_CHANGES, CONNECTION_CHANGES, RULE_CHANGES].flatMap(resourceEntries),
  ...Object.values(INTEGRATION_CHANGES).flatMap(resourceEntries),
  ...Object.values(MODULE_CHANGES).flatMap(resourceEntries),
] as readonly ChangeEntry<string, never, never>[];

/** The entry a sent request belongs to, with its path's parameters; null for a request no entry makes. */
export function changeFor(method: ChangeMethod, path: string): { entry: ChangeEntry<string, never, never>; params: PathParams<string> & Record<string, string> } | null {
  for (const entry of ALL_CHANGES) {
    if (entry.method !== method) continue;
    const params = entry.path.match(path);
    if (params) return { entry, params: params as Record<string, string> };
  }
  return null;
}

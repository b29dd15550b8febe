// Before sending (docs/sync.md "Conflicts"): a rule switch is sent as the intended state, so of several
// queued switches of one rule only the last matters, and one that asks for the state the server
// already has changes nothing. Runs inside the drain, between rounds, when nothing is in flight.
import type { OutboxEntry } from '../../src/db/outbox-entry';

export const RULE_SWITCH = 'rule.switch';

const intended = (entry: OutboxEntry) => (entry.request.body as { status?: string } | undefined)?.status;
/** Never went out: the stored server state does not lag behind it. */
const unsent = (entry: OutboxEntry) => entry.sentAt === undefined && entry.attempts === 0;

/** Queued entries that need not be sent. `serverStatus` gives the stored server state of a rule. */
export function redundantSwitches(entries: readonly OutboxEntry[], serverStatus: (ruleId: string) => string | undefined): OutboxEntry[] {
  const byLane = new Map<string, OutboxEntry[]>();
  for (const e of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    if (e.state === 'queued') byLane.set(e.lane, [...(byLane.get(e.lane) ?? []), e]);
  }
  const redundant: OutboxEntry[] = [];
  for (const lane of byLane.values()) {
    lane.forEach((entry, i) => {
      if (entry.kind !== RULE_SWITCH) return;
      const next = lane[i + 1];
      if (next?.kind === RULE_SWITCH) redundant.push(entry);
      // Compared with the server only when nothing else of the rule goes before it, and none of the
      // switches went out: one whose answer was lost may have changed the server behind the stored state.
      else if (!next && lane.slice(0, i + 1).every((e) => e.kind === RULE_SWITCH && unsent(e)) && intended(entry) === serverStatus(entry.entityId)) {
        redundant.push(entry);
      }
    });
  }
  return redundant;
}

// Small facts about a rule as the list shows it (server row with queued changes laid over it).
import type { RuleStatus } from '../../../contract/tariff-rules';

/** A rule made on this device and not yet sent has no server version: the server does not know its
 *  id yet, so calls that name it directly (reorder, duplicate) must leave it out. */
export const isOnServer = (rule: { version?: number }): boolean => (rule.version ?? 0) > 0;

/** The status a switch asks for: always the intended state, never "toggle" (docs/sync.md "Conflicts"). */
export const statusFor = (enabled: boolean): RuleStatus => (enabled ? 'enabled' : 'disabled');

// The rule list as the user sees it: the pulled rules with queued switches and deletes laid over
// them, in the order they apply.
import { useMemo } from 'react';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import type { TariffRule } from '../../../contract/tariff-rules';
import { db } from '../../../db/db';
import type { Overlaid } from '../../../sync/overlay';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import { byPriority } from '../lib/rule-order';

export type RuleItem = Overlaid<TariffRule>;

/** undefined while reading. */
export function useRules(): RuleItem[] | undefined {
  const rules = useOverlaidCollection('rules');
  return useMemo(() => (rules ? byPriority(rules) : undefined), [rules]);
}

/** Whether the rules were ever pulled to the end: an empty table before that means "not loaded yet",
 *  not "no rules". undefined while reading. */
export const useRulesPulled = (): boolean | undefined =>
  useLiveQuery(async () => (await db.syncState.get('rules'))?.complete ?? false, []);

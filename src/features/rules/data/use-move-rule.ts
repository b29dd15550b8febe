// Moving a rule one place up or down (online only, see rules-api.ts). The server answers with the new
// order; the list shows it once the pull that follows has stored it. Until then the move buttons stay
// busy, so a second move starts from the order the server has, not from the one on screen.
import { useEffect, useState } from 'react';
import { pullNow } from '../../../sync/sync-control';
import { moveOneStep, sameOrderOfCommon } from '../lib/rule-order';
import { isOnServer } from '../lib/rule-state';
import { rulesApi } from './rules-api';
import type { RuleItem } from './use-rules';

/** Past this the list stops waiting for the pull (another device may have reordered meanwhile). */
const PULL_WAIT_MS = 5000;

export type MoveStep = -1 | 1;
type Awaited = { order: string[]; id: string; step: MoveStep };

export function useMoveRule(rules: RuleItem[] | undefined, onLanded: (id: string, step: MoveStep) => void) {
  const [sending, setSending] = useState(false);
  const [awaited, setAwaited] = useState<Awaited | null>(null);
  const [arrived, setArrived] = useState<Awaited | null>(null);
  const order = (rules ?? []).filter(isOnServer).map((r) => r.id);

  // Adjusted while rendering (React's pattern for state that follows props): the new order is here.
  if (awaited && sameOrderOfCommon(order, awaited.order)) {
    setAwaited(null);
    setArrived(awaited);
  }
  useEffect(() => {
    if (arrived) onLanded(arrived.id, arrived.step);
  }, [arrived, onLanded]);
  useEffect(() => {
    if (!awaited) return;
    const timer = setTimeout(() => setAwaited(null), PULL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaited]);

  async function move(id: string, step: MoveStep) {
    const next = moveOneStep(order, id, step);
    if (!next || sending || awaited) return;
    setSending(true);
    try {
      const answer = await rulesApi.reorder(next);
      setAwaited({ order: answer.items.map((r) => r.id), id, step });
      pullNow();
    } catch {
      // The API client has shown the server's reason; the list keeps the order it has.
    } finally {
      setSending(false);
    }
  }

  return { move, busy: sending || awaited !== null, order };
}

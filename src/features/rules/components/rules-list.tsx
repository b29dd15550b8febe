// The rules in the order they apply. After a move has landed, focus returns to the moved rule's
// button, so moving a rule several places is a matter of pressing Enter again.
import { useCallback, useRef } from 'react';
import { Card } from '../../../components/ui/card';
import { useMoveRule, type MoveStep } from '../data/use-move-rule';
import type { RuleItem as Rule } from '../data/use-rules';
import { RuleItem } from './rule-item';

export function RulesList({ rules }: { rules: Rule[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusMoved = useCallback((id: string, step: MoveStep) => {
    const row = listRef.current?.querySelector(`[data-rule-id="${CSS.escape(id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${step < 0 ? 'up' : 'down'}"]:not(:disabled)`);
    (wanted ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, []);
  const { move, busy, order } = useMoveRule(rules, focusMoved);

  return (
    <Card className="p-0">
      <ul ref={listRef} className="divide-y divide-slate-200">
        {rules.map((rule) => (
          <RuleItem
            key={rule.id} rule={rule} place={order.indexOf(rule.id)} count={order.length}
            moveBusy={busy} onMove={(id, step) => void move(id, step)}
          />
        ))}
      </ul>
    </Card>
  );
}

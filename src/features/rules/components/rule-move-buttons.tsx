// Up and down buttons that change a rule's priority one place at a time: a keyboard-friendly reorder.
// While a move is on its way they stay focusable (aria-disabled) so keyboard focus is not thrown out.
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { MoveStep } from '../data/use-move-rule';
import { OnlineOnlyButton } from './online-only-button';

type RuleMoveButtonsProps = {
  name: string;
  /** false for the first rule (up) or the last one (down). */
  canMove: Record<'up' | 'down', boolean>;
  busy: boolean;
  onMove: (step: MoveStep) => void;
};

export function RuleMoveButtons({ name, canMove, busy, onMove }: RuleMoveButtonsProps) {
  const { t } = useLingui();
  const button = 'size-7 p-0 aria-disabled:cursor-wait aria-disabled:opacity-60';
  return (
    <span className="flex flex-col">
      <OnlineOnlyButton
        variant="ghost" size="icon" className={button} data-move="up" disabled={!canMove.up} aria-disabled={busy || undefined}
        aria-label={t`Move “${name}” up`} onClick={() => !busy && onMove(-1)}
      >
        <ChevronUp className="size-4" aria-hidden />
      </OnlineOnlyButton>
      <OnlineOnlyButton
        variant="ghost" size="icon" className={button} data-move="down" disabled={!canMove.down} aria-disabled={busy || undefined}
        aria-label={t`Move “${name}” down`} onClick={() => !busy && onMove(1)}
      >
        <ChevronDown className="size-4" aria-hidden />
      </OnlineOnlyButton>
    </span>
  );
}

// How a point takes payment, as icons for the eye and words for screen readers (and a tooltip).
import { useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard } from 'lucide-react';

export function PointPayment({ card, cash }: { card: boolean; cash: boolean }) {
  const { t } = useLingui();
  const words = [card ? t`Card` : '', cash ? t`Cash` : ''].filter(Boolean).join(', ') || t`No payment at the point`;
  return (
    <span className="flex items-center gap-1.5 text-slate-600" title={words}>
      {card && <CreditCard className="size-4" aria-hidden />}
      {cash && <Banknote className="size-4" aria-hidden />}
      {!card && !cash && <span aria-hidden>—</span>}
      <span className="sr-only">{words}</span>
    </span>
  );
}

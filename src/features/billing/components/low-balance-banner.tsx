// The shell's low-balance warning ("the calculation budget guard", docs/decisions/billing.md), for admins:
// money that would not cover the next order, or fewer than LOW_CALCULATIONS calculations. Loaded after the
// page's first render, apart from the entry script.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useBalances, useRecentCharges } from '../data/use-balances';
import { LOW_CALCULATIONS, lowBalance } from '../lib/low-balance';

export default function LowBalanceBanner() {
  const balances = useBalances();
  const charges = useRecentCharges();
  if (!balances || !charges) return null;
  const low = lowBalance(balances.money, balances.calculations, charges);
  if (!low.money && !low.calculations) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900" data-testid="low-balance">
      <AlertTriangle className="size-4 shrink-0" aria-hidden />
      {low.money && (
        <span><Trans>The money balance may not cover your next order. <Link to="/billing/money" className="font-medium underline underline-offset-2">Top up</Link></Trans></span>
      )}
      {low.calculations && (
        <span><Trans>Fewer than {LOW_CALCULATIONS} calculations left. <Link to="/billing/calc" className="font-medium underline underline-offset-2">Buy more</Link></Trans></span>
      )}
    </div>
  );
}

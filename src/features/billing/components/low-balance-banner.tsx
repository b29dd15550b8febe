// The shell's low-balance warning ("the calculation budget guard", docs/decisions/billing.md), for admins:
// a negative balance said as such, with what it stops; money that would not cover the next order; or fewer
// than LOW_CALCULATIONS calculations. Loaded after the page's first render, apart from the entry script.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { useBalances, useRecentCharges } from '../data/use-balances';
import { formatRoubles } from '../lib/roubles';
import { LOW_CALCULATIONS, lowBalance } from '../lib/low-balance';

const linkClass = 'font-medium underline underline-offset-2';

export default function LowBalanceBanner() {
  const { i18n } = useLingui();
  const balances = useBalances();
  const charges = useRecentCharges();
  if (!balances || !charges) return null;
  const low = lowBalance(balances.money, balances.calculations, charges);
  if (!low.money && !low.calculations) return null;
  const amount = formatRoubles(i18n, balances.money ?? 0);
  return (
    <div
      role="status"
      className={`flex items-start gap-2 border-b px-4 py-2 text-sm ${low.negative ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
      data-testid="low-balance"
      data-negative={low.negative || undefined}
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {low.negative ? (
          <>
            <span className="max-sm:hidden"><Trans>The money balance is negative: {amount}. Orders still go to the delivery services and their charges add to the debt; calculations cannot be bought until a top-up covers it. <Link to="/billing/money" className={linkClass}>Top up</Link></Trans></span>
            {/* A phone's screen is small: the short form, the money page says the rest. */}
            <span className="sm:hidden"><Trans>The money balance is negative: {amount}. <Link to="/billing/money" className={linkClass}>Top up</Link></Trans></span>
          </>
        ) : low.money && (
          <span><Trans>The money balance may not cover your next order. <Link to="/billing/money" className={linkClass}>Top up</Link></Trans></span>
        )}
        {low.calculations && (
          <span><Trans>Fewer than {LOW_CALCULATIONS} calculations left. <Link to="/billing/calc" className={linkClass}>Buy more</Link></Trans></span>
        )}
      </div>
    </div>
  );
}

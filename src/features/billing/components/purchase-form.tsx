// Buy calculation units with money: a count (typed, or a preset), its price at the account's unit price, the
// money account's balance beside it, and the purchase. A purchase the balance does not cover (the server's own
// rule, 402 060002) is said before the click and not offered; a done one is confirmed in the form, where the
// eye is, until the next. Needs the network.
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PURCHASE_MAX } from '../../../contract/billing';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { buyCalculations } from '../data/billing-requests';
import { useBalances } from '../data/use-balances';
import { coversPurchase } from '../lib/low-balance';
import { formatRoubles } from '../lib/roubles';
import { OnlineOnlyNote } from './online-only-note';

const PRESETS = [100, 500, 1000, 5000];
const linkClass = 'text-primary underline underline-offset-2';

export function PurchaseForm({ unitPrice }: { unitPrice: number | undefined }) {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const money = useBalances()?.money;
  const [typed, setTyped] = useState('100');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const count = /^\s*\d+\s*$/.test(typed) ? Number(typed) : NaN;
  const problem = Number.isNaN(count) ? t`Enter a whole number` : count < 1 || count > PURCHASE_MAX ? t`From 1 to ${i18n.number(PURCHASE_MAX)}` : null;
  const costValue = unitPrice !== undefined && !problem ? count * unitPrice : undefined;
  const cost = costValue === undefined ? null : formatRoubles(i18n, costValue);
  const balance = money === undefined ? null : formatRoubles(i18n, money);
  const covered = coversPurchase(money, costValue);

  const choose = (text: string) => {
    setTyped(text);
    setDone(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || busy || covered === false) return;
    setBusy(true);
    setDone(null);
    try {
      await buyCalculations(count);
      const boughtCount = i18n.number(count);
      const boughtCost = cost ?? '';
      setDone(cost ? t`Bought ${boughtCount} calculations for ${boughtCost}.` : t`Bought ${boughtCount} calculations.`);
    } catch {
      // The client has told the user (a toast, e.g. not enough money).
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <Field label={t`Calculations to buy`} error={tried && problem ? problem : undefined} hint={cost ? t`Costs ${cost}` : undefined}>
        <Input name="count" inputMode="numeric" autoComplete="off" value={typed} onChange={(e) => choose(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Counts`}>
        {PRESETS.map((preset) => (
          <Button key={preset} size="sm" variant="secondary" aria-pressed={count === preset} onClick={() => choose(String(preset))}>{i18n.number(preset)}</Button>
        ))}
      </div>
      <p className="text-sm text-slate-600" data-testid="purchase-money">
        {balance === null ? <Trans>Paid from the <Link to="/billing/money" className={linkClass}>money account</Link>.</Trans>
          : <Trans>Paid from the <Link to="/billing/money" className={linkClass}>money account</Link>, which has {balance}.</Trans>}
      </p>
      {covered === false && cost && balance && (
        <p id="purchase-not-covered" className="text-sm text-red-700" data-testid="purchase-not-covered">
          <Trans>Not enough money: the purchase costs {cost} and the money account has {balance}. <Link to="/billing/money" className="font-medium underline underline-offset-2">Top up</Link></Trans>
        </p>
      )}
      {!online && <OnlineOnlyNote text={t`Buying calculations needs the network. Connect to the internet to buy.`} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!online || busy || covered === false} aria-describedby={covered === false ? 'purchase-not-covered' : undefined}>
          {busy ? t`Buying…` : t`Buy`}
        </Button>
        <p role="status" className="text-sm font-medium text-emerald-700" data-testid="purchase-done">{done}</p>
      </div>
    </form>
  );
}

// Buy calculation units with money: a count (typed, or a preset), its price at the account's unit price, and
// the purchase. Needs the network; money short answers 402 060002, whose message the client shows.
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PURCHASE_MAX } from '../../../contract/billing';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { notices } from '../../../components/ui/notices';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { buyCalculations } from '../data/billing-requests';
import { OnlineOnlyNote } from './online-only-note';

const PRESETS = [100, 500, 1000, 5000];

export function PurchaseForm({ unitPrice }: { unitPrice: number | undefined }) {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const [typed, setTyped] = useState('100');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = /^\s*\d+\s*$/.test(typed) ? Number(typed) : NaN;
  const problem = Number.isNaN(count) ? t`Enter a whole number` : count < 1 || count > PURCHASE_MAX ? t`From 1 to ${i18n.number(PURCHASE_MAX)}` : null;
  const cost = unitPrice !== undefined && !problem ? i18n.number(count * unitPrice, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 }) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      await buyCalculations(count);
      notices.show(t`${i18n.number(count)} calculations bought`, 3000, 'success');
    } catch {
      // The client has told the user (a toast, e.g. not enough money).
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <Field label={t`Calculations to buy`} error={tried && problem ? problem : undefined} hint={cost ? t`Costs ${cost}` : undefined}>
        <Input name="count" inputMode="numeric" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Counts`}>
        {PRESETS.map((preset) => (
          <Button key={preset} size="sm" variant="secondary" aria-pressed={count === preset} onClick={() => setTyped(String(preset))}>{i18n.number(preset)}</Button>
        ))}
      </div>
      {!online && <OnlineOnlyNote text={t`Buying calculations needs the network. Connect to the internet to buy.`} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!online || busy}>{busy ? t`Buying…` : t`Buy`}</Button>
        <span className="text-sm text-slate-600"><Trans>Paid from the <Link to="/billing/money" className="text-primary underline underline-offset-2">money account</Link>.</Trans></span>
      </div>
    </form>
  );
}

// Top up the money account: an amount (typed, or one of the presets), then the invoice and its status page.
// Needs the network; the amount's bounds are the server's (TOPUP_MIN, TOPUP_MAX).
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { TOPUP_MAX, TOPUP_MIN } from '../../../contract/billing';
import { hasTwoDecimalsAtMost } from '../../../contract/field-rules';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { typedNumberOrNull } from '../../../lib/typed-number';
import { createInvoice } from '../data/billing-requests';
import { OnlineOnlyNote } from './online-only-note';

const PRESETS = [1000, 5000, 10000, 50000];

export function TopUpForm() {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const amount = typedNumberOrNull(typed);
  const rub = (n: number) => i18n.number(n, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
  const problem = amount === null || Number.isNaN(amount) ? t`Enter the amount`
    : amount < TOPUP_MIN || amount > TOPUP_MAX ? t`From ${rub(TOPUP_MIN)} to ${rub(TOPUP_MAX)}`
    : !hasTwoDecimalsAtMost(amount) ? t`At most two decimal places` : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || amount === null || busy) return;
    setBusy(true);
    try {
      const invoice = await createInvoice(crypto.randomUUID(), amount);
      void navigate({ to: '/invoices/$invoiceId/status', params: { invoiceId: invoice.id } });
    } catch {
      // The client has told the user (a toast); the amount stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <Field label={t`Top-up amount, RUB`} error={tried && problem ? problem : undefined}>
        <Input name="amount" inputMode="decimal" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Amounts`}>
        {PRESETS.map((preset) => (
          <Button key={preset} size="sm" variant="secondary" aria-pressed={amount === preset} onClick={() => setTyped(String(preset))}>{rub(preset)}</Button>
        ))}
      </div>
      {!online && <OnlineOnlyNote text={t`Topping up needs the network. Connect to the internet to pay.`} />}
      <div><Button type="submit" disabled={!online || busy}>{busy ? t`Making the invoice…` : t`Top up`}</Button></div>
    </form>
  );
}

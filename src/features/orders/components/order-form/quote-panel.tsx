// The price and term of the order's tariff from the calculator, on request ("Calculate"), with "Use this price"
// to put it into the delivery cost. Pricing needs the network and spends one calculation unit, so it runs only
// when asked; offline the panel says so.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CalculatedTariff } from '../../../../contract';
import { Button } from '../../../../components/ui/button';
import { useIsOnline } from '../../../../lib/hooks/use-is-online';
import { requestPrices } from '../../../calculator/data/calculate';
import { quoteRequestOf, quotedTariff, type QuoteMissing } from '../../lib/quote-request';
import { useDraft } from './draft-context';

type Quote = { tariff: CalculatedTariff | null; key: string };

export function QuotePanel() {
  const { t, i18n } = useLingui();
  const { draft, set } = useDraft();
  const online = useIsOnline();
  const [busy, setBusy] = useState(false);
  const [quote, setQuote] = useState<Quote | null>(null);
  const request = quoteRequestOf(draft);
  const missing = typeof request === 'string' ? request : null;
  const key = JSON.stringify(request);
  const current = quote?.key === key ? quote : null;
  const money = (v: number) => i18n.number(v, { style: 'currency', currency: 'RUB' });
  const missingText: Record<QuoteMissing, string> = {
    provider: t`Choose a delivery service to see its price.`,
    tariff: t`Choose a tariff to see its price.`,
    cities: t`Enter the sender's and the recipient's cities to see the price.`,
    weight: t`Enter the weight of a place to see the price.`,
  };

  async function calculate() {
    if (typeof request === 'string') return;
    setBusy(true);
    try {
      const answer = await requestPrices(request);
      setQuote({ tariff: quotedTariff(answer, Number(draft.order.tariffId)), key });
    } catch {
      // The client has told the user.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="col-span-full flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" role="group" aria-label={t`Price and term`}>
      <div className="flex-1" aria-live="polite">
        {missing ? (
          <span className="text-slate-600">{missingText[missing]}</span>
        ) : !online ? (
          <span className="text-slate-600"><Trans>Pricing needs the network; the order can be saved without a price and is priced by the server.</Trans></span>
        ) : current?.tariff ? (
          <span>
            <Trans>Price {money(current.tariff.deliveryCost)}, term {current.tariff.daysMin}–{current.tariff.daysMax} d.</Trans>
            {current.tariff.deliveryCost !== current.tariff.deliveryCostOriginal && (
              <span className="text-slate-500"> <Trans>(service's price {money(current.tariff.deliveryCostOriginal)})</Trans></span>
            )}
          </span>
        ) : current ? (
          <span className="text-amber-800"><Trans>This tariff does not carry this parcel: choose another tariff or change the places.</Trans></span>
        ) : (
          <span className="text-slate-600"><Trans>Left empty, the delivery cost is the calculator's price. Each calculation spends one unit.</Trans></span>
        )}
      </div>
      {!missing && (
        <Button size="sm" variant="secondary" disabled={busy || !online} onClick={() => void calculate()}>
          {busy ? <Trans>Calculating…</Trans> : current ? <Trans>Recalculate</Trans> : <Trans>Calculate the price</Trans>}
        </Button>
      )}
      {current?.tariff && (
        <Button size="sm" onClick={() => set('cost.deliveryCost', String(current.tariff!.deliveryCost))}>
          <Trans>Use this price</Trans>
        </Button>
      )}
    </div>
  );
}

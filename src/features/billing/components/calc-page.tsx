// /billing/calc: calculations left, buying more, and the calculation account's operations.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiRequest } from '../../../api/client';
import { billingAccounts } from '../../../contract';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useBalances } from '../data/use-balances';
import { LOW_CALCULATIONS } from '../lib/low-balance';
import { BalanceCard } from './balance-card';
import { OperationsHistory } from './operations-history';
import { PurchaseForm } from './purchase-form';
import { API_PATHS } from '../../../contract/api-paths';

/** The unit price is the server's; asked when the page opens online. */
function useUnitPrice(): number | undefined {
  const online = useIsOnline();
  const [price, setPrice] = useState<number>();
  useEffect(() => {
    if (!online) return;
    let live = true;
    apiRequest<unknown>(API_PATHS.billingAccounts.build({}), { quiet: true })
      .then((answer) => live && setPrice(billingAccounts.parse(answer).calculations.price))
      .catch(() => undefined);
    return () => void (live = false);
  }, [online]);
  return price;
}

export function CalcPage() {
  const { t, i18n } = useLingui();
  const balances = useBalances();
  const price = useUnitPrice();
  const units = balances?.calculations;
  return (
    <Page title={t`Calculation account`}>
      <div className="grid gap-4 md:grid-cols-2">
        <BalanceCard
          label={t`Calculations left`}
          value={units === undefined ? '—' : i18n.number(units)}
          note={
            <p className={units !== undefined && units < LOW_CALCULATIONS ? 'text-sm text-amber-800' : 'text-sm text-slate-600'}>
              {units !== undefined && units < LOW_CALCULATIONS
                ? <Trans>Fewer than {LOW_CALCULATIONS} calculations left: buy more to keep using the calculator.</Trans>
                : <Trans>Each price calculation spends one.</Trans>}
              {price !== undefined && <> <Trans>One costs {i18n.number(price, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 })}.</Trans></>}
            </p>
          }
        />
        <Card>
          <h2 className="mb-3 text-base font-semibold text-slate-900"><Trans>Buy calculations</Trans></h2>
          <PurchaseForm unitPrice={price} />
        </Card>
      </div>
      <OperationsHistory account="calculations" title={t`Calculation operations`} />
    </Page>
  );
}

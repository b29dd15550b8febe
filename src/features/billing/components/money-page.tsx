// /billing/money: the money balance, the top-up, and the money account's operations.
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { useBalances, useRecentCharges } from '../data/use-balances';
import { lowBalance } from '../lib/low-balance';
import { formatRoubles } from '../lib/roubles';
import { BalanceCard } from './balance-card';
import { OperationsHistory } from './operations-history';
import { TopUpForm } from './topup-form';

export function MoneyPage() {
  const { t, i18n } = useLingui();
  const balances = useBalances();
  const charges = useRecentCharges();
  const money = balances?.money;
  const low = lowBalance(money, undefined, charges ?? []).money;
  return (
    <Page title={t`Money account`}>
      <div className="grid gap-4 md:grid-cols-2">
        <BalanceCard
          label={t`Balance`}
          value={money === undefined ? '—' : formatRoubles(i18n, money)}
          note={low ? (
            <p className="text-sm text-amber-800" data-testid="low-money">
              {money !== undefined && money < 0 ? <Trans>The balance is negative: orders still go out and their charges add to the debt; calculations cannot be bought until a top-up covers it.</Trans> : <Trans>The balance may not cover your next order: top it up.</Trans>}
            </p>
          ) : (
            <p className="text-sm text-slate-600"><Trans>Orders are charged when the delivery service accepts them and refunded when cancelled.</Trans></p>
          )}
        />
        <Card>
          <h2 className="mb-3 text-base font-semibold text-slate-900"><Trans>Top up</Trans></h2>
          <TopUpForm />
        </Card>
      </div>
      <OperationsHistory account="money" title={t`Money operations`} />
    </Page>
  );
}

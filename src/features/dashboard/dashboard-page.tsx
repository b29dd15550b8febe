// The dashboard: the company's figures from the stored stats and the orders needing attention, readable offline.
import { useLiveQuery } from '../../lib/hooks/use-live-query';
import { useLingui } from '@lingui/react/macro';
import { Calculator, PackageCheck, PackageOpen, Send, Truck, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { db } from '../../db/db';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/layout/page';
import { formatCompactNumber } from '../../lib/format-number';
import { useUser } from '../../session/session-store';
import type { UserStats } from '../../contract';
import { ROLE_ADMIN } from '../../contract/constants';
import { mayRead, SYNC_READERS } from '../../contract/sync-readers';
import { NeedsAttention } from './needs-attention';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="flex items-center gap-4">
      <Icon className="size-8 shrink-0 text-primary" aria-hidden />
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-2xl font-semibold" data-testid="stat-value">{value}</p>
      </div>
    </Card>
  );
}

export function DashboardPage() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const row = useLiveQuery(() => db.stats.get('current'), []);
  const stats: Partial<UserStats> = row?.stats ?? {};
  const show = (n: number | undefined) => (n === undefined ? '—' : formatCompactNumber(n, i18n.locale));
  const money = stats.balanceMoney === undefined ? '—'
    : new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(stats.balanceMoney);

  // Operators see no money figures: their stats carry no balances (docs/decisions/billing.md "Who may").
  const seesMoney = user.roles.includes(ROLE_ADMIN);
  const name = user.name || user.email;
  const syncedAt = row ? new Date(row.syncedAt).toLocaleString(i18n.locale) : '';
  return (
    <Page title={t`Hello, ${name}`}>
      <div className="grid gap-4 max-sm:order-2 sm:grid-cols-2 xl:grid-cols-3">
        {seesMoney && <Stat icon={Wallet} label={t`Balance`} value={money} />}
        {seesMoney && <Stat icon={Calculator} label={t`Calculations left`} value={show(stats.calculations)} />}
        <Stat icon={Truck} label={t`Connected delivery services`} value={show(stats.providers)} />
        <Stat icon={PackageOpen} label={t`Orders`} value={show(stats.orders)} />
        <Stat icon={Send} label={t`Orders transferred`} value={show(stats.ordersTransferred)} />
        <Stat icon={PackageCheck} label={t`Orders delivered`} value={show(stats.ordersDelivered)} />
      </div>
      {row && (
        <p className="text-xs text-slate-500 max-sm:order-3">
          {t`Figures as of ${syncedAt}`}
        </p>
      )}
      {mayRead(user.roles, SYNC_READERS.orders) && <NeedsAttention />}
    </Page>
  );
}

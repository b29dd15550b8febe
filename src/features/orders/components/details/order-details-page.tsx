// Order details: the order from the local store with its queued changes, the
// actions it allows now, and the tabs: info, status history and log (the last two from the server).
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { TabTrigger } from '../../../../components/ui/tab-trigger';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../../components/layout/page';
import { Card } from '../../../../components/ui/card';
import { RejectedChanges } from '../../../../components/sync/rejected-changes';
import { RefusedOrderActions } from '../refused-order-actions';
import { useOverlaidRow } from '../../../../sync/use-overlaid';
import { OrderState } from '../order-state';
import { LabelPrintedMark } from '../label-printed-mark';
import { OrderInfo } from './order-info';
import { StatusHistory } from './status-history';
import { OrderLog } from './order-log';
import { OrderFiles } from './order-files';
import { OrderActions } from './order-actions';
import { statusNote } from '../../lib/refusal-reason';

const TABS = ['info', 'history', 'log'] as const;
type Tab = (typeof TABS)[number];

export function OrderDetailsPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tab?: string };
  const tab: Tab = TABS.includes(search.tab as Tab) ? (search.tab as Tab) : 'info';
  const row = useOverlaidRow('orders', id);

  if (row === undefined) return <Page title={t`Order`}><Card className="h-64 animate-pulse bg-slate-50" aria-busy="true" /></Page>;
  if (row === null) {
    return (
      <Page title={t`Order`}>
        <Card className="py-10 text-center text-slate-600">
          <p><Trans>This order is not on this device. It may have been deleted, or it has not been synced yet.</Trans></p>
          <Link to="/orders" className="text-primary hover:underline"><Trans>Back to orders</Trans></Link>
        </Card>
      </Page>
    );
  }
  const version = row.version ?? 0;
  const note = statusNote(row.status, (m) => i18n._(m));
  return (
    <Page
      title={row.number ? t`Order ${row.number}` : t`New order ${row.order?.clientNumber ?? ''}`}
      actions={<OrderActions row={row} />}
    >
      <div className="flex flex-wrap items-center gap-2">
        <OrderState row={row} />
        <LabelPrintedMark row={row} />
        {note && <span className="text-sm text-red-700">{note}</span>}
      </div>
      <RejectedChanges collection="orders" entityId={row.id} extraAction={(entry) => <RefusedOrderActions entry={entry} />} />
      <OrderFiles orderId={id} />
      <Tabs.Root value={tab} onValueChange={(next) => void navigate({ to: '/orders/$id/details', params: { id }, search: { tab: next }, replace: true })}>
        <Tabs.List aria-label={t`Order sections`} className="mb-3 flex gap-1 border-b">
          {TABS.map((value) => (
            <TabTrigger key={value} value={value}>
              {value === 'info' ? t`Info` : value === 'history' ? t`Status history` : t`Log`}
            </TabTrigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="info"><OrderInfo row={row} /></Tabs.Content>
        <Tabs.Content value="history"><Card><StatusHistory orderId={id} version={version} /></Card></Tabs.Content>
        <Tabs.Content value="log"><Card><OrderLog orderId={id} version={version} /></Card></Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

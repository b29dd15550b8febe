// The order list (docs/decisions/orders.md): filters, the refused changes, bulk actions and the virtual table.
// Everything is answered by the local store, so it opens at once and works offline.
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackageOpen, Plus, Upload } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { RefusedOrderActions } from './refused-order-actions';
import { useLazyUrlState } from '../../../lib/hooks/use-lazy-url-state';
import { useOrderList } from '../data/use-order-list';
import { isFiltered, parseOrderFilter, toOrderSearch, type OrderFilter } from '../lib/order-filter';
import { OrdersFilters } from './orders-filters';
import { OrdersTable } from './orders-table';
import { OrdersCards } from './orders-cards';
import { useIsPhone } from '../../../lib/hooks/use-media-query';
import { BulkActions } from './bulk-actions';
import { useSyncTotal } from '../../../sync/use-sync-total';
import { ExportOrdersButton } from './export-orders-button';

// The import's dialog checks rows by the contract's schema: zod loads with it, after the list, not before.
const ImportOrdersDialog = lazy(() => import('./import/import-dialog').then((m) => ({ default: m.ImportOrdersDialog })));

export function OrdersPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The filters apply at once and reach the URL when typing pauses: not one navigation per keystroke.
  const writeUrl = useCallback(
    (next: OrderFilter) => navigate({ to: '/orders', search: toOrderSearch(next), replace: true }),
    [navigate],
  );
  const [filter, setFilter] = useLazyUrlState(parseOrderFilter(useSearch({ strict: false })), writeUrl);
  const list = useOrderList(filter);
  const serverTotal = useSyncTotal('orders');
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // Stable, so the table's memoized rows re-render only when their own row or selection changes.
  const select = useCallback(
    (ids: string[], on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
        return next;
      }),
    [],
  );
  const List = useIsPhone() ? OrdersCards : OrdersTable;
  const chosen = list ? list.ids.filter((id) => selected.has(id)) : [];

  return (
    <Page
      title={t`Orders`}
      actions={
        <div className="flex flex-wrap items-start gap-2">
          <Suspense fallback={<Button variant="secondary" disabled><Upload className="size-4" aria-hidden /><Trans context="action">Import</Trans></Button>}>
            <ImportOrdersDialog />
          </Suspense>
          <ExportOrdersButton list={list} />
          <Button asChild>
            <Link to="/orders/create"><Plus className="size-4" aria-hidden /><Trans context="action">Create order</Trans></Link>
          </Button>
        </div>
      }
    >
      <OrdersFilters filter={filter} onChange={setFilter} found={list?.ids.length} />
      <RejectedChanges collection="orders" extraAction={(entry) => <RefusedOrderActions entry={entry} />} />
      {chosen.length > 0 && <BulkActions ids={chosen} onDone={() => setSelected(new Set())} />}
      {!list ? (
        <Card className="h-64 animate-pulse bg-slate-50" aria-busy="true" aria-label={t`Loading orders`} />
      ) : list.ids.length === 0 && (isFiltered(filter) || serverTotal !== null) ? (
        <Card className="flex flex-col items-center gap-2 py-12 text-center text-slate-600">
          <PackageOpen className="size-10 text-slate-400" aria-hidden />
          {isFiltered(filter) ? <Trans>No orders match the filters.</Trans> : <Trans>No orders yet.</Trans>}
        </Card>
      ) : (
        <List
          ids={list.ids}
          entries={list.entries}
          selected={selected}
          onSelect={select}
          caption={
            <p className="text-sm text-slate-600" aria-live="polite">
              {list.ids.length === 0 ? '\u00a0' : isFiltered(filter) ? t`Found: ${list.ids.length}` : t`Orders: ${list.ids.length}`}
            </p>
          }
          waiting={list.ids.length === 0 ? <><PackageOpen className="size-4 text-slate-400" aria-hidden /><Trans>Orders are being loaded to this device…</Trans></> : undefined}
        />
      )}
    </Page>
  );
}

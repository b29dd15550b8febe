// The warehouses list (/warehouses): what this device holds with the user's queued
// changes laid over, so a warehouse saved offline is listed at once with a "Pending" badge.
import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Warehouse } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { EmptyState, LoadingState, NotLoadedState } from '../../shops/components/list-states';
import { useFirstPullDone } from '../../shops/data/use-first-pull-done';
import { sortByName } from '../../shops/lib/sort-by-name';
import { useWarehouses } from '../data/use-warehouses';
import { WarehousesTable } from './warehouses-table';

function CreateWarehouseButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild>
      <Link to="/warehouses/create">
        <Plus className="size-4" aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

function WarehousesContent() {
  const { t, i18n } = useLingui();
  const warehouses = useWarehouses();
  const pulled = useFirstPullDone('warehouses');
  const online = useIsOnline();
  const sorted = useMemo(() => warehouses && sortByName(warehouses, i18n.locale), [warehouses, i18n.locale]);

  if (sorted === undefined || pulled === undefined) return <LoadingState />;
  if (sorted.length) return <WarehousesTable warehouses={sorted} />;
  if (!pulled && online) return <LoadingState><Trans>Loading warehouses from the server…</Trans></LoadingState>;
  if (!pulled) {
    return (
      <NotLoadedState>
        <Trans>Warehouses have not been loaded on this device yet. They will appear when you are online.</Trans>
      </NotLoadedState>
    );
  }
  return (
    <EmptyState
      icon={<Warehouse className="size-10" />}
      title={t`No warehouses yet`}
      text={t`Add the addresses parcels are picked up from: orders use a warehouse as the sender's address.`}
      action={<CreateWarehouseButton><Trans>Create the first warehouse</Trans></CreateWarehouseButton>}
    />
  );
}

export function WarehousesPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Warehouses`} actions={<CreateWarehouseButton><Trans>Create</Trans></CreateWarehouseButton>}>
      <RejectedChanges collection="warehouses" />
      <WarehousesContent />
    </Page>
  );
}

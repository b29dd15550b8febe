// Edit a warehouse (/warehouses/{ids}/edit). The param is named for a list of ids; a list opens its first.
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { LoadingState } from '../../shops/components/list-states';
import { showSaved } from '../../shops/components/saved-notice';
import { firstId } from '../../shops/lib/first-id';
import { updateWarehouse } from '../data/update-warehouse';
import { useWarehouse } from '../data/use-warehouses';
import { warehouseFormOf, type WarehouseForm } from '../lib/warehouse-form';
import { MissingWarehouse } from './missing-warehouse';
import { WarehouseFormCard } from './warehouse-form';

export function WarehouseEditPage({ ids }: { ids: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = firstId(ids);
  const warehouse = useWarehouse(id);

  if (warehouse === undefined) return <Page title={t`Edit warehouse`}><LoadingState /></Page>;
  if (warehouse === null) return <MissingWarehouse title={t`Edit warehouse`} />;

  const save = async (form: WarehouseForm) => {
    await updateWarehouse(warehouse, form);
    showSaved(t`Warehouse saved`, t`Saved on this device; will be sent when online`);
    await navigate({ to: '/warehouses' });
  };

  return (
    <Page
      title={t`Edit warehouse`}
      actions={
        <Link to="/warehouses/$id/details" params={{ id }} className="text-sm text-primary hover:underline">
          <Trans>Warehouse details</Trans>
        </Link>
      }
    >
      {/* Keyed by id: a sync that updates the row meanwhile must not wipe what the user typed. */}
      <WarehouseFormCard key={warehouse.id} initial={warehouseFormOf(warehouse)} onSave={save} />
    </Page>
  );
}

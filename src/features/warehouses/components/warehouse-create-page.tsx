// New warehouse (/warehouses/create): saved to the outbox, then back to the list where it shows as pending.
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { showSaved } from '../../shops/components/saved-notice';
import { createWarehouse } from '../data/create-warehouse';
import { EMPTY_WAREHOUSE_FORM, type WarehouseForm } from '../lib/warehouse-form';
import { WarehouseFormCard } from './warehouse-form';

export function WarehouseCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();

  async function save(form: WarehouseForm) {
    await createWarehouse(form);
    showSaved(t`Warehouse saved`, t`Saved on this device; will be sent when online`);
    await navigate({ to: '/warehouses' });
  }

  return (
    <Page title={t`New warehouse`}>
      <WarehouseFormCard initial={EMPTY_WAREHOUSE_FORM} onSave={save} />
    </Page>
  );
}

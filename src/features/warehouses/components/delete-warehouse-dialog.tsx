// The confirmation the product requires before removing a warehouse; confirming queues the delete, so
// the warehouse leaves the list at once, offline too.
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showNotStored, showSaved } from '../../shops/components/saved-notice';
import { deleteWarehouse } from '../data/delete-warehouse';

export type WarehouseToDelete = { id: string; name?: string; version?: number };

type DeleteWarehouseDialogProps = { warehouse: WarehouseToDelete | null; onClose: () => void; onDeleted?: () => void };

export function DeleteWarehouseDialog({ warehouse, onClose, onDeleted }: DeleteWarehouseDialogProps) {
  const { t } = useLingui();
  const name = warehouse?.name ?? '';

  async function confirm() {
    if (!warehouse) return;
    try {
      await deleteWarehouse(warehouse);
      showSaved(t`Warehouse deleted`, t`Deleted on this device; will be sent when online`);
      onDeleted?.();
    } catch {
      showNotStored(t`Could not save on this device. Please try again.`);
    }
  }

  return (
    <ConfirmDialog
      open={warehouse !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Delete warehouse ${name}?`}
      description={t`The warehouse disappears from the list now and is deleted on the server once the change is sent.`}
      confirmLabel={t`Delete`}
      onConfirm={() => void confirm()}
    />
  );
}

// Asks before deleting a shop (the product asks it for warehouses; shops get the same care), then
// queues the delete: the shop leaves the list at once, offline too.
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { deleteShop } from '../data/delete-shop';
import { showNotStored, showSaved } from './saved-notice';

export type ShopToDelete = { id: string; name?: string; version?: number };

type DeleteShopDialogProps = { shop: ShopToDelete | null; onClose: () => void; onDeleted?: () => void };

export function DeleteShopDialog({ shop, onClose, onDeleted }: DeleteShopDialogProps) {
  const { t } = useLingui();
  const name = shop?.name ?? '';

  async function confirm() {
    if (!shop) return;
    try {
      await deleteShop(shop);
      showSaved(t`Shop deleted`, t`Deleted on this device; will be sent when online`);
      onDeleted?.();
    } catch {
      showNotStored(t`Could not save on this device. Please try again.`);
    }
  }

  return (
    <ConfirmDialog
      open={shop !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Delete shop ${name}?`}
      description={t`The shop disappears from the list now and is deleted on the server once the change is sent.`}
      confirmLabel={t`Delete`}
      onConfirm={() => void confirm()}
    />
  );
}

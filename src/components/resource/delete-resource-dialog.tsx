// Asks before deleting an item (the product asks it for warehouses; every resource gets the same care),
// then queues the delete: the item leaves the list at once, offline too.
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { titleOf, type ResourceNames, type ResourceRow, type TitleOf } from './define-resource';
import { deleteItem } from './resource-commands';
import { showNotStored, showSaved } from './saved-notice';
import type { Resource } from '../../sync/resource-changes';

/** What deleting needs of a resource: its outbox resource, its texts and how an item is named. Connections and
 *  rules, which keep screens of their own, give only this. */
export type DeletableResource = { resource: Resource; names: Pick<ResourceNames, 'deleted' | 'deleteTitle' | 'deleteText'>; titleOf?: TitleOf };

type DeleteResourceDialogProps = {
  definition: DeletableResource;
  item: ResourceRow | null;
  onClose: () => void;
  onDeleted?: () => void;
};

export function DeleteResourceDialog({ definition, item, onClose, onDeleted }: DeleteResourceDialogProps) {
  const { t, i18n } = useLingui();
  const { names } = definition;

  async function confirm() {
    if (!item) return;
    try {
      await deleteItem(definition, item);
      showSaved(i18n._(names.deleted), t`Deleted on this device; will be sent when online`);
      onDeleted?.();
    } catch {
      showNotStored(t`Could not save on this device. Please try again.`);
    }
  }

  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._(names.deleteTitle(item ? titleOf(definition, item) : ''))}
      description={i18n._(names.deleteText)}
      confirmLabel={t`Delete`}
      onConfirm={() => void confirm()}
    />
  );
}

// Removing a connection asks first; once confirmed it is gone here at once and the
// server hears of it when online.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { deleteConnection } from '../data/delete-connection';
import type { ConnectionItem } from '../data/use-connections';
import { showNotStored, showSaved } from '../../../components/resource/saved-notice';

export function DeleteConnectionButton({ connection }: { connection: ConnectionItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = connection.name;

  async function remove() {
    try {
      await deleteConnection(connection);
      showSaved(t`Connection “${name}” removed`, t`Removed on this device; will be sent when online`);
    } catch {
      showNotStored(t`Could not store the change on this device`);
    }
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={t`Delete ${name}`} className="text-red-700 hover:bg-red-50">
        <Trash2 className="size-3.5" aria-hidden />
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Delete connection?`}
        description={t`The connection “${name}” will be removed. Orders can no longer be sent through it.`}
        confirmLabel={t`Delete`}
        onConfirm={() => void remove()}
      />
    </>
  );
}

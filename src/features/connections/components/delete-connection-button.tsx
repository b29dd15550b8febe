// Removing a connection asks first (the resource kit's dialog); once confirmed it is gone here at once and
// the server hears of it when online.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DeleteResourceDialog } from '../../../components/resource/delete-resource-dialog';
import { CONNECTION_DELETION } from '../connection-deletion';
import type { ConnectionItem } from '../data/use-connections';

export function DeleteConnectionButton({ connection }: { connection: ConnectionItem }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = connection.name;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={t`Delete ${name}`} className="text-red-700 hover:bg-red-50">
        <Trash2 className="size-3.5" aria-hidden />
        <Trans>Delete</Trans>
      </Button>
      <DeleteResourceDialog definition={CONNECTION_DELETION} item={open ? connection : null} onClose={() => setOpen(false)} />
    </>
  );
}

// What can be done to the chosen orders. Cancel, delete, resend and refresh are queued (they work
// offline and go out when the device is back online); labels and waybills are made by the server and
// need a connection. Orders an action does not apply to are left out, and the toast says how many.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, FileText, RefreshCw, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notices } from '../../../components/ui/notices';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { orderActionAllowed, type OrderAction } from '../../../contract/order-rules';
import { cancelOrders, deleteOrders, refreshStatuses, resendOrders } from '../data/order-actions';
import { readOrderRows } from '../data/read-order-rows';
import { downloadDocuments, saveFile, type DocumentKind } from '../data/download-documents';
import { statusKeyOf, type OrderRow } from '../data/order-row';
import { LabelsAction } from './labels-action';

type Confirm = 'cancel' | 'delete' | null;

/** The orders the contract's rule lets the action touch (src/contract/order-rules.ts). */
const allows = (action: OrderAction) => (row: OrderRow) => orderActionAllowed(action, statusKeyOf(row));
const onServer = (row: OrderRow) => row.version > 0;

export function BulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const online = useIsOnline();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const count = ids.length;

  async function queue(pick: (row: OrderRow) => boolean, run: (rows: OrderRow[]) => Promise<void>) {
    const rows = (await readOrderRows(ids)).filter(pick);
    await run(rows);
    const skipped = count - rows.length;
    notices.show(skipped ? t`Queued for ${rows.length} order(s); ${skipped} skipped: the action does not apply to them` : t`Queued for ${rows.length} order(s)`, 4000, rows.length ? 'success' : 'info');
    onDone();
  }

  async function documents(kind: DocumentKind) {
    setBusy(true);
    try {
      const serverIds = (await readOrderRows(ids)).filter(onServer).map((r) => r.id);
      const files = await downloadDocuments(kind, serverIds);
      files.forEach(saveFile);
    } catch {
      // The API client has shown the reason; nothing was changed.
    } finally {
      setBusy(false);
    }
  }

  const offlineHint = online ? undefined : t`Needs a connection: the server makes the PDF`;
  return (
    <div role="toolbar" aria-label={t`Actions for the selected orders`} className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 p-2">
      <span className="px-1 text-sm font-medium">{t`Selected: ${count}`}</span>
      <Button size="sm" variant="secondary" onClick={() => void queue(onServer, (rows) => refreshStatuses(rows.map((r) => r.id)))}>
        <RefreshCw className="size-4" aria-hidden /><Trans>Refresh statuses</Trans>
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void queue(allows('resend'), resendOrders)}>
        <RotateCcw className="size-4" aria-hidden /><Trans>Resend</Trans>
      </Button>
      <LabelsAction ids={ids}><Trans>Labels</Trans></LabelsAction>
      <Button size="sm" variant="secondary" disabled={!online || busy} title={offlineHint} onClick={() => void documents('waybill')}>
        <FileText className="size-4" aria-hidden /><Trans>Waybills</Trans>
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setConfirm('cancel')}>
        <Ban className="size-4" aria-hidden /><Trans>Cancel orders</Trans>
      </Button>
      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirm('delete')}>
        <Trash2 className="size-4" aria-hidden /><Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={confirm === 'cancel'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t`Cancel ${count} order(s)?`}
        description={t`The orders are cancelled in the system and at the delivery service. Orders already handed over too far are left as they are.`}
        confirmLabel={t`Cancel orders`}
        onConfirm={() => void queue(allows('cancel'), cancelOrders)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t`Delete ${count} order(s)?`}
        description={t`The orders leave the system and their ids cannot be used again. Orders the delivery service already holds are cancelled there first and their charge refunded.`}
        confirmLabel={t`Delete`}
        onConfirm={() => void queue(() => true, deleteOrders)}
      />
    </div>
  );
}

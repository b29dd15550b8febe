// The labels button of the orders list's bulk bar and of an order's page, with its dialog (labels-dialog.tsx).
// Only orders the server has can get a label; a queued create is left out, and the toast says so. Offline the
// button still opens the dialog, which says why it cannot make them now (a disabled button tells no one why).
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notices } from '../../../components/ui/notices';
import type { LabelFormat } from '../../../contract/order-constants';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { printBlob } from '../../../lib/print-blob';
import { downloadDocuments, saveFile } from '../data/download-documents';
import { readOrderRows } from '../data/read-order-rows';
import { LabelsDialog } from './labels-dialog';

export function LabelsAction({ ids, children }: { ids: string[]; children: ReactNode }) {
  const { t } = useLingui();
  const online = useIsOnline();
  const [open, setOpen] = useState(false);

  async function make(format: LabelFormat, output: 'print' | 'download') {
    const serverIds = (await readOrderRows(ids)).filter((row) => (row.version ?? 0) > 0).map((row) => row.id);
    const skipped = ids.length - serverIds.length;
    if (serverIds.length === 0) {
      notices.show(t`None of these orders has reached the server yet: labels are made once it has them`, 5000, 'info');
      return;
    }
    const files = await downloadDocuments('label', serverIds, format);
    for (const file of files) {
      if (output === 'print') printBlob(file.blob, file.fileName);
      else saveFile(file);
    }
    const made = serverIds.length;
    if (skipped) notices.show(t`Labels for ${made} order(s); ${skipped} not on the server yet were left out`, 5000, 'info');
  }

  return (
    <>
      <Button size="sm" variant="secondary" title={online ? undefined : t`Needs a connection: the server makes the PDF`} onClick={() => setOpen(true)}>
        <Printer className="size-4" aria-hidden />{children}
      </Button>
      <LabelsDialog open={open} onOpenChange={setOpen} count={ids.length} onMake={make} />
    </>
  );
}

// "Export to Excel" on the order list: the orders of the current filter as an .xlsx file made on the device,
// offline too, with the rows prepared so far shown for a long list (docs/decisions/orders.md "Orders in bulk").
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileSpreadsheet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { notices } from '../../../components/ui/notices';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { exportOrderList } from '../data/export-order-list';
import type { OrderList } from '../data/use-order-list';
import { useOrderExportTexts } from './use-order-export-texts';

/** Below this many orders the file is ready before a bar could say anything. */
const PROGRESS_FROM = 2000;

export function ExportOrdersButton({ list }: { list: OrderList | undefined }) {
  const { t, i18n } = useLingui();
  const texts = useOrderExportTexts();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function run() {
    if (!list) return;
    setProgress({ done: 0, total: list.ids.length });
    try {
      const day = new Date().toISOString().slice(0, 10);
      const rows = await exportOrderList(list, texts, `${t`orders`}-${day}.xlsx`, (done, total) => setProgress({ done, total }));
      notices.show(t`Exported: ${rows} orders`, 3000, 'success');
    } catch {
      notices.show(t`The file could not be made`, 4000, 'error');
    } finally {
      setProgress(null);
    }
  }

  const done = i18n.number(progress?.done ?? 0);
  const total = i18n.number(progress?.total ?? 0);
  const step = t`Preparing rows: ${done} of ${total}`;
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" onClick={() => void run()} disabled={!list || list.ids.length === 0 || progress !== null}>
        <FileSpreadsheet className="size-4" aria-hidden /><Trans>Export to Excel</Trans>
      </Button>
      {progress && progress.total >= PROGRESS_FROM && (
        <ProgressBar label={t`Export to Excel`} value={progress.done} max={progress.total} valueText={step} className="w-full" />
      )}
    </div>
  );
}

// Labels and waybills downloaded for this order before: kept on the device, so they open offline.
import { useLiveQuery } from '../../../../lib/hooks/use-live-query';
import { useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { db } from '../../../../db/db';
import { Button } from '../../../../components/ui/button';
import { saveFile } from '../../data/download-documents';

export function OrderFiles({ orderId }: { orderId: string }) {
  const { t, i18n } = useLingui();
  const files = useLiveQuery(() => db.files.filter((f) => f.orderIds.includes(orderId)).toArray(), [orderId]);
  if (!files?.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">{t`Saved documents:`}</span>
      {files.map((f) => (
        <Button key={f.id} size="sm" variant="secondary" onClick={() => saveFile(f)} title={i18n.date(f.savedAt, { dateStyle: 'short', timeStyle: 'short' })}>
          <FileDown className="size-4" aria-hidden />
          {f.kind === 'label' ? t`Label` : t`Waybill`}
        </Button>
      ))}
    </div>
  );
}

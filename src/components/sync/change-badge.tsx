// Every row with a queued or refused change says so (STYLE.md habit 8): "Pending" until the server
// has it, "Rejected" with the server's reason when it refused.
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Clock } from 'lucide-react';
import type { OutboxEntry } from '../../db/outbox-entry';
import { rejectionText } from './rejection-text';

type Marked = { _pending: OutboxEntry[]; _rejected: OutboxEntry[] };

export function ChangeBadge({ row }: { row: Marked }) {
  const { t, i18n } = useLingui();
  if (row._rejected.length) {
    const reason = rejectionText(row._rejected[0], i18n);
    return (
      <span data-slot="change-badge" data-state="rejected" title={reason} className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">
        <CircleAlert className="size-3" aria-hidden />
        <Trans>Rejected</Trans>
      </span>
    );
  }
  if (!row._pending.length) return null;
  return (
    <span data-slot="change-badge" data-state="pending" title={t`Saved on this device; will be sent when online`} className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">
      <Clock className="size-3" aria-hidden />
      <Trans>Pending</Trans>
    </span>
  );
}

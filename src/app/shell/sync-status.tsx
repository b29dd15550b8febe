// The navbar's sync state (Dexie Cloud's SyncStatusIcon, in words): changes waiting to be sent, changes
// the server refused (a link to the page that resolves them), and when the data was last synced. Reads small rows live; no network of its own.
import { useLiveQuery } from '../../lib/hooks/use-live-query';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CloudUpload, RefreshCw } from 'lucide-react';
import { db } from '../../db/db';
import { pullNow } from '../../sync/sync-control';
import { apiEvents } from '../../api/api-events';
import { API_ERROR_TOAST_MS } from '../../api/response-rules';
import { LOAD_ERRORS } from '../../session/load-errors';
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';

/** `compact`: the phone's navbar, under the page title: no padding of its own, the height a finger needs. */
export function SyncStatus({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useLingui();
  const state = useLiveQuery(async () => {
    const [pending, rejected, status] = await Promise.all([
      db.outbox.where('state').equals('queued').count(),
      db.outbox.where('state').equals('rejected').count(),
      db.syncStatus.get('current'),
    ]);
    return { pending, rejected, status };
  });
  const paused = state?.status?.pausedForLogin ?? false;
  const emptyLists = state?.status?.emptyLists?.join(',') ?? '';
  // The worker's sweep found a reference list empty: the product's message for it, once per sweep result.
  useEffect(() => {
    for (const key of emptyLists ? emptyLists.split(',') : []) {
      const text = LOAD_ERRORS[key as keyof typeof LOAD_ERRORS];
      if (text) apiEvents.toast({ text: i18n._(text), durationMs: API_ERROR_TOAST_MS });
    }
  }, [emptyLists, i18n]);
  // The sync worker met 040101: the same prompt as any other call, and the queue waits for the login.
  useEffect(() => {
    if (paused) apiEvents.relogin();
  }, [paused]);
  if (!state) return null;
  const { pending, rejected, status } = state;
  const last = status?.lastSyncedAt ? i18n.date(status.lastSyncedAt, { timeStyle: 'short' }) : null;
  const title = [
    status?.pulling ? t`Downloading changes from the server…` : '',
    status?.pausedForLogin ? t`Sending is paused until you log in again` : '',
    last ? t`Last synced at ${last}` : t`Not synced yet`,
    status?.lastError ? t`Last problem: ${status.lastError}` : '',
  ].filter(Boolean).join('\n');
  const syncButton = (
    <button type="button" data-slot="sync-status" onClick={pullNow} title={title} className={`flex min-w-0 items-center gap-2 rounded-md text-xs text-slate-600 hover:bg-slate-100 ${compact ? 'min-h-[24px] -mx-1 px-1' : 'px-2 py-1'}`}>
      {/* Still, not spinning: a pull of 100k points lasts a minute, and a running animation makes the
          browser draw 60 frames a second on the cores the pull needs (and drains a phone's battery). */}
      {/* Named by its visible counts and time with a hidden verb first, not an aria-label that hid them. */}
      <span className="sr-only">{t`Sync now`}</span>
      {status?.pulling ? <RefreshCw className="size-3.5 text-primary" aria-hidden /> : null}
      {pending > 0 && (
        <span data-testid="pending-count" className="flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-800">
          <CloudUpload className="size-3.5" aria-hidden />
          {t`Pending: ${pending}`}
        </span>
      )}
      <span className="truncate" data-testid="last-synced">{last ? t`Synced ${last}` : status?.pulling ? t`Syncing…` : t`Not synced yet`}</span>
      {/* Said, not only in the tooltip a phone cannot show. */}
      {paused && <span className="truncate text-amber-800">{t`Sending paused`}</span>}
    </button>
  );
  if (!rejected) return syncButton;
  // The refused changes lead to the page that resolves them: a link beside the button, not inside it.
  return (
    <span className="flex min-w-0 items-center gap-1">
      {syncButton}
      <Link to="/changes" data-testid="rejected-link" className="flex min-h-6 shrink-0 items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800 hover:bg-red-200">
        <CircleAlert className="size-3.5" aria-hidden />
        {t`Rejected: ${rejected}`}
      </Link>
    </span>
  );
}

// The refused changes of one collection (or all), each with the server's reason and the two ways out
// the user has: send it again, or discard it. Shown above a list while anything is refused.
import { useLiveQuery } from '../../lib/hooks/use-live-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { db } from '../../db/db';
import type { OutboxEntry } from '../../db/outbox-entry';
import type { SyncCollection } from '../../contract/sync-constants';
import { discardChange, retryChange } from '../../sync/resolve-rejection';
import { Button } from '../ui/button';
import { rejectionText } from './rejection-text';
import { useChangeLabel } from './use-change-label';

type RejectedChangesProps = {
  collection?: SyncCollection;
  /** Only this record's refused changes (a record's own page). */
  entityId?: string;
  /** Only the changes this says yes to. */
  only?: (entry: OutboxEntry) => boolean;
  /** Extra action per change, e.g. "Edit" for a refused create that the form can fix. */
  extraAction?: (entry: OutboxEntry) => ReactNode;
};

export function RejectedChanges({ collection, entityId, only, extraAction }: RejectedChangesProps) {
  const { i18n } = useLingui();
  const label = useChangeLabel();
  const rejected = useLiveQuery(
    () => db.outbox.where('state').equals('rejected')
      .filter((e) => (!collection || e.collection === collection) && (!entityId || e.entityId === entityId)).sortBy('seq'),
    [collection, entityId],
  );
  const listed = only ? rejected?.filter(only) : rejected;
  if (!listed?.length) return null;
  const count = listed.length;
  return (
    <section data-slot="rejected-changes" aria-labelledby="rejected-changes-title" className="rounded-lg border border-red-200 bg-red-50 p-3">
      <h2 id="rejected-changes-title" className="flex items-center gap-2 text-sm font-semibold text-red-900">
        <CircleAlert className="size-4" aria-hidden />
        <Trans>The server refused {count} change(s)</Trans>
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {listed.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-2 rounded-md bg-white p-2 text-sm">
            <span className="font-medium">{label(entry)}</span>
            <span className="text-red-800">{rejectionText(entry, i18n)}</span>
            <span className="ml-auto flex flex-wrap gap-2">
              {extraAction?.(entry)}
              {!entry.error?.blockedBy && (
                <Button size="sm" variant="secondary" onClick={() => void retryChange(entry)}>
                  <Trans>Send again</Trans>
                </Button>
              )}
              {!entry.error?.blockedBy && (
                <Button size="sm" variant="ghost" onClick={() => void discardChange(entry)}>
                  <Trans>Discard</Trans>
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Every change of this device the server did not take, in one place (reached from the navbar's sync state):
// edits that met a newer record side by side with it, and refusals with their reason, each until the user
// decides (docs/sync.md "Conflicts").
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { db } from '../../../db/db';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { conflictCurrent } from '../../../sync/conflicts/resolve-conflict';
import { ConflictCard } from './conflict-card';
import { RefusedChangeActions } from './refused-change-actions';

export function ChangesPage() {
  const { t } = useLingui();
  const rejected = useLiveQuery(() => db.outbox.where('state').equals('rejected').sortBy('seq'), []);
  const conflicts = rejected?.filter((entry) => conflictCurrent(entry) && entry.base) ?? [];
  // By id: the list below reads the store on its own, so its entries are other objects.
  const conflictIds = new Set(conflicts.map((entry) => entry.id));
  return (
    <Page title={t`Refused changes`}>
      {rejected === undefined ? (
        <Card className="h-32 animate-pulse bg-slate-50" aria-busy="true" />
      ) : rejected.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-12 text-center text-slate-600">
          <CircleCheck className="size-10 text-emerald-500" aria-hidden />
          <Trans>The server has taken every change made on this device.</Trans>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          {conflicts.map((entry) => <ConflictCard key={entry.id} entry={entry} />)}
          <RejectedChanges only={(entry) => !conflictIds.has(entry.id)} extraAction={(entry) => <RefusedChangeActions entry={entry} />} />
        </div>
      )}
    </Page>
  );
}

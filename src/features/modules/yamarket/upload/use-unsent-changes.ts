// How many changes of an integration and its account are still on this device: the upload starts only once
// the server has the choice it uploads by.
import { db } from '../../../../db/db';
import { laneOf } from '../../../../db/outbox-entry';
import { useLiveQuery } from '../../../../lib/hooks/use-live-query';

export type UnsentChanges = { queued: number; rejected: number };

export function useUnsentChanges(settingsId: string, integrationId: string): UnsentChanges | undefined {
  return useLiveQuery(async () => {
    const entries = await db.outbox.where('lane').anyOf(laneOf('modules', settingsId), laneOf('integrations', integrationId)).toArray();
    return { queued: entries.filter((e) => e.state === 'queued').length, rejected: entries.filter((e) => e.state === 'rejected').length };
  }, [settingsId, integrationId]);
}

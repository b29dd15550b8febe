// Waits until the changes of an integration and its account have left this device: the upload starts only once
// the server has the choice it uploads by. Read from the outbox after the wizard queued its edit, never from a
// live query's last answer, which may still be the one from before the edit was written (the start then raced
// the edit and uploaded by the old choice).
import { db } from '../../../../db/db';
import { laneOf } from '../../../../db/outbox-entry';

export type UnsentChanges = { queued: number; rejected: number };

const POLL_MS = 250;

export async function unsentChanges(settingsId: string, integrationId: string): Promise<UnsentChanges> {
  const entries = await db.outbox.where('lane').anyOf(laneOf('modules', settingsId), laneOf('integrations', integrationId)).toArray();
  return { queued: entries.filter((e) => e.state === 'queued').length, rejected: entries.filter((e) => e.state === 'rejected').length };
}

/** Resolves with what is left once nothing is queued; `stillWanted` false stops the wait (the wizard closed). */
export async function whenSent(settingsId: string, integrationId: string, stillWanted: () => boolean): Promise<UnsentChanges | null> {
  for (;;) {
    if (!stillWanted()) return null;
    const unsent = await unsentChanges(settingsId, integrationId);
    if (unsent.queued === 0) return unsent;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

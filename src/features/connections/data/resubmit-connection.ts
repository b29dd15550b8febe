// A create the server refused (e.g. 040902, the name already taken by a connection made on another
// device), fixed in the form. It goes out as a new change with the same connection id: the refused
// request's Idempotency-Key is spent (the server replays its stored refusal for that key, and refuses
// the key with another body), so retrying the old entry with an edited body could never succeed.
// The server never got its secrets: those the form left empty are taken from the refused requests
// (lib/connection-secrets.ts), never from what the screens showed (masks).
import type { ConnectionInput } from '../../../contract';
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { discardChange } from '../../../sync/resolve-rejection';
import { withQueuedSecrets } from '../lib/connection-secrets';
import { createConnection } from './create-connection';

type Shown = Pick<ConnectionInput, 'connectParams'>;

export async function resubmitConnection(refused: OutboxEntry, input: ConnectionInput, shown: Shown, secrets: readonly string[], companyId: number): Promise<void> {
  const lane = await db.outbox.where('lane').equals(refused.lane).sortBy('seq');
  const bodies = lane.filter((e) => e.id === refused.id || e.error?.blockedBy === refused.id).map((e) => e.request.body);
  const connectParams = withQueuedSecrets(input.connectParams, secrets, bodies);
  // Queue the fixed create first: a crash between the two steps leaves the refusal visible, never loses the fix.
  await createConnection({ ...input, connectParams }, shown, companyId, refused.entityId);
  // The refused create goes, with the edits that waited behind it (the form already holds them).
  await discardChange(refused);
}

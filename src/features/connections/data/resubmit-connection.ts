// A create the server refused (e.g. 040902, the name already taken by a connection made on another
// device), fixed in the form. It goes out as a new change with the same connection id: the refused
// request's Idempotency-Key is spent (the server replays its stored refusal for that key, and refuses
// the key with another body), so retrying the old entry with an edited body could never succeed.
import type { ConnectionInput } from '../../../contract';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { discardChange } from '../../../sync/resolve-rejection';
import { createConnection } from './create-connection';

export async function resubmitConnection(refused: OutboxEntry, input: ConnectionInput, companyId: number): Promise<void> {
  // Queue the fixed create first: a crash between the two steps leaves the refusal visible, never loses the fix.
  await createConnection(input, companyId, refused.entityId);
  // The refused create goes, with the edits that waited behind it (the form already holds them).
  await discardChange(refused);
}

// One connection for the edit form: the row (with queued changes), or, when the server refused its
// create, what the user had made of it (the create and the edits blocked behind it), to fix and resend.
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { db } from '../../../db/db';
import { laneOf, type OutboxEntry } from '../../../db/outbox-entry';
import { useOverlaidRow } from '../../../sync/use-overlaid';
import type { ConnectionItem, ConnectionRow } from './use-connections';

export type ConnectionLookup =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'found'; row: ConnectionItem }
  | { state: 'refused'; entry: OutboxEntry; fields: Partial<ConnectionRow> };

type Refused = { entry: OutboxEntry; fields: Partial<ConnectionRow> } | null;

async function refusedCreate(id: string): Promise<Refused> {
  const lane = await db.outbox.where('lane').equals(laneOf('connections', id)).sortBy('seq');
  const entry = lane.find((e) => e.kind === 'connection.create' && e.state === 'rejected' && !e.error?.blockedBy);
  if (!entry) return null;
  let fields: Partial<ConnectionRow> = {};
  for (const e of lane) {
    if (e !== entry && e.error?.blockedBy !== entry.id) continue;
    if (e.payload.op === 'remove') return null; // the user deleted it meanwhile: nothing to fix
    if (e.payload.op === 'upsert') fields = { ...fields, ...(e.payload.fields as Partial<ConnectionRow>) };
  }
  return { entry, fields };
}

export function useConnection(id: string): ConnectionLookup {
  const row = useOverlaidRow('connections', id);
  const refused = useLiveQuery(() => refusedCreate(id), [id]);
  if (row === undefined) return { state: 'loading' };
  if (row) return { state: 'found', row };
  if (refused === undefined) return { state: 'loading' };
  return refused ? { state: 'refused', ...refused } : { state: 'missing' };
}

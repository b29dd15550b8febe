// The refused create or edit of an order a form was opened from, as it was when the form opened: sending it
// again changes the entry, and the form keeps the draft it started from. undefined while reading, null when
// it is not on this device (discarded, sent again in another tab, or never an order's).
import { useState } from 'react';
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { refusedOrderBody } from './refused-order-body';

export function useRefusedOrder(entryId: string | undefined): OutboxEntry | null | undefined {
  const found = useLiveQuery(
    async () => (entryId ? (await db.outbox.where('id').equals(entryId).first()) ?? null : null),
    [entryId],
  );
  const [opened, setOpened] = useState<OutboxEntry | null | undefined>(undefined);
  if (opened === undefined && found !== undefined) setOpened(found && refusedOrderBody(found) ? found : null);
  return opened;
}

// "Edit" beside a refused connection create in the rejected-changes panel: the form opens with what
// the user entered, so a taken name (040902) or a wrong value is fixed and sent again.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import type { OutboxEntry } from '../../../db/outbox-entry';

export function RefusedCreateEdit({ entry }: { entry: OutboxEntry }) {
  const providerKey = entry.payload.op === 'upsert' ? entry.payload.fields.providerKey : undefined;
  if (entry.kind !== 'connection.create' || entry.error?.blockedBy || typeof providerKey !== 'string') return null;
  return (
    <Button asChild size="sm" variant="secondary">
      <Link to="/providers/$providerKey/connections/$id/edit" params={{ providerKey, id: entry.entityId }}>
        <Trans>Edit</Trans>
      </Link>
    </Button>
  );
}

// A delivery service's connections (/providers/{providerKey}/connections/list), as
// stored on this device with queued changes shown as pending; create, edit and delete from here.
import { Link, useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plug, Plus } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useProviderConnections } from '../data/use-connections';
import { useConnectionsPulled } from '../data/use-connections-pulled';
import { useProvider } from '../data/use-provider';
import { ConnectionCard } from './connection-card';
import { RefusedCreateEdit } from './refused-create-edit';
import { LoadingCard, MessageCard } from './screen-states';
import { UnknownProvider } from './unknown-provider';

export function ConnectionsPage() {
  const { t } = useLingui();
  const { providerKey } = useParams({ from: '/_app/providers/$providerKey/connections/list' });
  const info = useProvider(providerKey);
  const connections = useProviderConnections(providerKey);
  const pulled = useConnectionsPulled();
  const online = useIsOnline();

  if (info === undefined) return <Page title={t`Connections`}><LoadingCard /></Page>;
  if (!info.provider && !connections?.length) return <UnknownProvider providerKey={providerKey} />;
  const name = info.provider?.name ?? providerKey;
  // An empty list before the first pull finished is "still loading" online, "not loaded yet" offline.
  const waiting = connections === undefined || (!connections.length && (pulled === undefined || (!pulled && online)));

  const create = info.available && (
    <Button asChild>
      <Link to="/providers/$providerKey/connections/create" params={{ providerKey }}>
        <Plus className="size-4" aria-hidden />
        <Trans>New connection</Trans>
      </Link>
    </Button>
  );

  return (
    <Page title={t`Connections: ${name}`} actions={create}>
      <RejectedChanges collection="connections" extraAction={(entry) => <RefusedCreateEdit entry={entry} />} />
      {!info.available && (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>This delivery service is switched off: it takes no new connections or changes. Existing connections can be removed.</Trans>
        </p>
      )}
      {waiting ? (
        <LoadingCard />
      ) : connections.length ? (
        <ul className="flex flex-col gap-3" aria-label={t`Connections`}>
          {connections.map((c) => <ConnectionCard key={c.id} connection={c} editable={info.available} />)}
        </ul>
      ) : !pulled ? (
        <MessageCard icon={<Plug className="size-8" />}>
          <Trans>Connections have not been loaded on this device yet. They will appear once it is online.</Trans>
        </MessageCard>
      ) : (
        <MessageCard icon={<Plug className="size-8" />} title={t`No connections yet`} action={create}>
          <Trans>Connect your {name} account to calculate and send orders through this delivery service.</Trans>
        </MessageCard>
      )}
    </Page>
  );
}

// Providers: every delivery service the company can connect, searchable, each with how many
// connections it has on this device and the way to them. Reads only local data, so it works offline.
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, Truck } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { LOAD_ERRORS } from '../../../session/load-errors';
import { useReferenceList } from '../../../session/use-reference-list';
import { useConnections } from '../data/use-connections';
import { useConnectionsPulled } from '../data/use-connections-pulled';
import { countByProvider, providerRows } from '../lib/provider-rows';
import { ProviderCard } from './provider-card';
import { RefusedCreateEdit } from './refused-create-edit';
import { LoadingCard, MessageCard } from './screen-states';

export function ProvidersPage() {
  const { t, i18n } = useLingui();
  const all = useReferenceList('allProviders');
  const enabled = useReferenceList('providers');
  const connections = useConnections();
  const pulled = useConnectionsPulled();
  const [query, setQuery] = useState('');
  const [showUnavailable, setShowUnavailable] = useState(false);

  const counts = useMemo(() => countByProvider(connections ?? []), [connections]);
  const rows = useMemo(
    () => providerRows(all ?? [], enabled ?? [], counts, { query, showUnavailable }),
    [all, enabled, counts, query, showUnavailable],
  );
  const loading = all === undefined || enabled === undefined;
  const neverLoaded = !loading && all.length === 0 && enabled.length === 0;
  // Before the first pull of connections a zero would be a guess: the cards say "…" instead.
  const counting = connections === undefined || !pulled;

  return (
    <Page title={t`Providers`}>
      <RejectedChanges collection="connections" extraAction={(entry) => <RefusedCreateEdit entry={entry} />} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="relative w-full sm:max-w-sm">
          <span className="sr-only"><Trans>Search delivery services</Trans></span>
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input
            type="search" value={query} onChange={(e) => setQuery(e.target.value)}
            placeholder={t`Search by name or key`} className="pl-8"
          />
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Checkbox checked={showUnavailable} onChange={(e) => setShowUnavailable(e.target.checked)} />
          <Trans>Show switched-off services</Trans>
        </label>
      </div>
      {loading ? (
        <LoadingCard />
      ) : neverLoaded ? (
        <MessageCard icon={<Truck className="size-8" />}>{i18n._(LOAD_ERRORS.providers)}</MessageCard>
      ) : rows.length === 0 ? (
        <MessageCard icon={<Search className="size-8" />}>
          <Trans>No delivery service matches “{query}”.</Trans>
        </MessageCard>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t`Delivery services`}>
          {rows.map((row) => (
            <ProviderCard key={row.key} row={row} counting={counting && !row.connections} />
          ))}
        </ul>
      )}
    </Page>
  );
}

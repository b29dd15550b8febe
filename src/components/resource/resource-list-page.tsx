// A resource's list page: what this device holds with the user's queued changes laid over, so an item
// saved offline is listed at once with a "Pending" badge. Before the table: still reading, not loaded on
// this device yet, or truly empty with a way to create the first item. A long list offers a search that
// lives in the URL (resource-search.ts).
import { useCallback, useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useIsOnline } from '../../lib/hooks/use-is-online';
import { useLazyUrlState } from '../../lib/hooks/use-lazy-url-state';
import { Page } from '../layout/page';
import { RejectedChanges } from '../sync/rejected-changes';
import { Button } from '../ui/button';
import type { ResourceCollection, ResourceDefinition, ResourceRoutes } from './define-resource';
import { EmptyState, LoadingState, NotLoadedState } from './list-states';
import { ListSearch, NoMatches } from './list-search';
import { ResourceTable } from './resource-table';
import { filterRows, parseResourceSearch, type ResourceSearch } from './resource-search';
import { sortByName } from './sort-by-name';
import { useFirstPullDone } from './use-first-pull-done';
import { useResourceRows } from './use-resource';
import { SEARCH_FROM } from './virtual-window';

function CreateButton({ routes, children }: { routes: ResourceRoutes; children: ReactNode }) {
  return (
    <Button asChild>
      <Link {...routes.create}>
        <Plus className="size-4" aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

type Props<C extends ResourceCollection, Form extends object> = { definition: ResourceDefinition<C, Form> };

function ResourceListContent<C extends ResourceCollection, Form extends object>({ definition }: Props<C, Form>) {
  const { i18n } = useLingui();
  const { names, routes, list, icon: Icon } = definition;
  const navigate = useNavigate();
  const writeUrl = useCallback((next: ResourceSearch) => navigate({ ...routes.list(next), replace: true }), [navigate, routes]);
  const [search, setSearch] = useLazyUrlState(parseResourceSearch(useSearch({ strict: false })), writeUrl);
  const items = useResourceRows(definition);
  const pulled = useFirstPullDone(definition.resource.collection);
  const online = useIsOnline();
  const sort = list.sort ?? sortByName;
  const sorted = useMemo(() => items && sort(items, i18n.locale), [items, sort, i18n.locale]);
  const query = search.q ?? '';
  const shown = useMemo(() => sorted && filterRows(sorted, query, list.searchIn, i18n.locale), [sorted, query, list.searchIn, i18n.locale]);

  if (sorted === undefined || shown === undefined) return <LoadingState />;
  // Rows show without the first-pull flag: its read waits behind the pull's writes to the sync state (a
  // 1,000-order batch at a time), and a row saved offline during a first pull showed only ~3 s later.
  if (sorted.length) {
    const searchable = sorted.length > SEARCH_FROM || query !== '';
    return (
      <>
        {searchable && <ListSearch label={i18n._(names.search)} value={query} onChange={(q) => setSearch(q ? { q } : {})} />}
        {shown.length ? <ResourceTable definition={definition} items={shown} /> : <NoMatches onClear={() => setSearch({}, true)} />}
      </>
    );
  }
  if (pulled === undefined) return <LoadingState />;
  if (!pulled && online) return <LoadingState>{i18n._(names.loadingFromServer)}</LoadingState>;
  if (!pulled) return <NotLoadedState>{i18n._(names.notLoaded)}</NotLoadedState>;
  return (
    <EmptyState
      icon={<Icon className="size-10" />}
      title={i18n._(names.emptyTitle)}
      text={i18n._(names.emptyText)}
      action={<CreateButton routes={routes}>{i18n._(names.createFirst)}</CreateButton>}
    />
  );
}

export function ResourceListPage<C extends ResourceCollection, Form extends object>({ definition }: Props<C, Form>) {
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(definition.names.many)} actions={<CreateButton routes={definition.routes}><Trans>Create</Trans></CreateButton>}>
      <RejectedChanges collection={definition.resource.collection} />
      <ResourceListContent definition={definition} />
    </Page>
  );
}

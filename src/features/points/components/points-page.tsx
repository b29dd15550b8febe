// The points page (/points/list, docs/decisions/points.md): how current the points on this device are, the filter
// bar, and the tabs list / map / Excel export over the same filter. The tab, the filters and the sort live in
// the URL, so a link (or Back) brings the same view; everything is answered from the local store.
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { TabTrigger } from '../../../components/ui/tab-trigger';
import { Page } from '../../../components/layout/page';
import { useLazyUrlState } from '../../../lib/hooks/use-lazy-url-state';
import type { PointSort } from '../../../contract/point-filter';
import { filterOf, POINT_TABS, sortOf, type PointSearch, type PointTab } from '../lib/point-search';
import { parsePointSearch } from '../lib/parse-point-search';
import { warmUpMap } from './warm-up-map';
import { useAfterPaint } from '../../../lib/hooks/use-after-paint';
import { TabPanel, useTabIds } from '../../../components/ui/tab-panel';
import { PointsDataStatus } from './points-data-status';
import { PointsFilters, type FilterPatch } from './points-filters';
import { PointsListTab } from './points-list-tab';
import { NearMeControl } from './near/near-me-control';
import { askPosition, FRESH_MS } from '../data/near-position';
import { useNearMe } from '../data/use-near-me';

const route = getRouteApi('/_app/points/list');

// The map and export tabs load on the click that opens them (from the precache, so offline too): the list
// is what most visits show, and it should not wait for their code.
const PointsMapTab = lazy(() => import('./map/points-map-tab').then((m) => ({ default: m.PointsMapTab })));
const PointsExportTab = lazy(() => import('./export/points-export-tab').then((m) => ({ default: m.PointsExportTab })));

const NO_FILTERS: FilterPatch = { id: undefined, providerKey: undefined, code: undefined, city: undefined, operation: undefined, card: undefined, cash: undefined };

/** The URL keeps only what differs from the defaults (list tab, by name, ascending). */
function cleanSearch(search: PointSearch): PointSearch {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== '') clean[key] = value;
  if (clean.tab === 'list') delete clean.tab;
  if (clean.sort === 'name') delete clean.sort;
  if (clean.desc === false) delete clean.desc;
  return clean as PointSearch;
}

export function PointsPage() {
  const { t } = useLingui();
  // The route passes the search through untouched (see its file): malformed values are dropped here.
  const raw = route.useSearch();
  const fromUrl = useMemo(() => cleanSearch(parsePointSearch(raw)), [raw]);
  const navigate = useNavigate();
  // Filters and sort apply at once and reach the URL when changes pause; a tab is a history entry at once.
  const writeUrl = useCallback(
    (next: PointSearch, now: boolean) => navigate({ to: '/points/list', search: next, replace: !now }),
    [navigate],
  );
  const [search, setSearch] = useLazyUrlState(fromUrl, writeUrl);
  const filterKey = JSON.stringify(filterOf(search));
  // One object per filter, so the tabs' questions to the worker are asked again only when it changes.
  const filter = useMemo(() => JSON.parse(filterKey) as ReturnType<typeof filterOf>, [filterKey]);
  const tab = search.tab ?? 'list';

  const update = (patch: Partial<PointSearch>, now = false) => setSearch(cleanSearch({ ...search, ...patch }), now);
  // Near me: the order is in the URL, the position only on this device (docs/decisions/points.md "Near me").
  const nearOn = search.sort === 'distance';
  const near = useNearMe(nearOn, () => update({ sort: undefined, desc: undefined }));
  const fix = nearOn ? near.fix : null;
  const [fromLat, fromLng] = [fix?.lat, fix?.lng];
  const sort = useMemo(
    () => ({ ...sortOf({ sort: search.sort, desc: search.desc }), ...(fromLat !== undefined && fromLng !== undefined ? { from: { lat: fromLat, lng: fromLng } } : {}) }),
    [search.sort, search.desc, fromLat, fromLng],
  );
  const turnNearOn = () => {
    // Asked on this click only, never as the page opens; a fix of a minute ago is used as it is.
    if (!near.fix || Date.now() - near.fix.at > FRESH_MS) void askPosition();
    update({ sort: 'distance', desc: undefined });
  };
  const setSort = (next: PointSort) => update({ sort: next.by, desc: next.desc });
  const reset = () => update(NO_FILTERS);
  const labels: Record<PointTab, string> = { list: t`List`, map: t`Map`, export: t`Excel export` };
  // The open tab's panel mounts after the page's first frame (use-after-paint.ts).
  const painted = useAfterPaint();
  const tabIds = useTabIds();

  return (
    <Page title={t`Points`}>
      <PointsDataStatus />
      <Tabs.Root value={tab} onValueChange={(next) => update({ tab: next as PointTab }, true)} className="flex flex-col gap-4">
        <Tabs.List aria-label={t`Points views`} className="flex gap-1 overflow-x-auto border-b">
          {POINT_TABS.map((value) => (
            <TabTrigger
              key={value}
              value={value}
              {...tabIds.triggerProps(value)}
              onPointerEnter={value === 'map' ? warmUpMap : undefined}
              onFocus={value === 'map' ? warmUpMap : undefined}
            >
              {labels[value]}
            </TabTrigger>
          ))}
        </Tabs.List>
        <PointsFilters search={search} onChange={update} onReset={reset} />
        {tab !== 'export' && (
          <NearMeControl on={nearOn} near={near} onTurnOn={turnNearOn} onTurnOff={() => update({ sort: undefined, desc: undefined })} onUpdate={() => void askPosition()} />
        )}
        {painted && (
          <TabPanel ids={tabIds} value={tab} className="outline-none">
            {tab === 'list' && <PointsListTab filter={filter} sort={sort} onSort={setSort} onReset={reset} />}
            {tab === 'map' && (
              <Suspense fallback={null}>
                <PointsMapTab filter={filter} near={fix} />
              </Suspense>
            )}
            {tab === 'export' && (
              <Suspense fallback={null}>
                <PointsExportTab filter={filter} sort={sort} />
              </Suspense>
            )}
          </TabPanel>
        )}
      </Tabs.Root>
    </Page>
  );
}

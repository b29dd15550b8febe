// The list tab: the filtered, sorted points as a virtual table (waiting with a line in its body while the
// catalog is prepared or the first points download), or what stands in for it: nothing to download,
// nothing downloaded yet and offline, or nothing matching the filters.
import { useCallback, useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { CloudDownload, LoaderCircle, MapPinOff, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import type { PointFilter, PointSort } from '../../../contract/point-filter';
import { NotLoadedState } from '../../../components/resource/list-states';
import { useCatalogStatus } from '../data/points-client';
import { usePointsPullComplete } from '../data/use-points-pull';
import { usePointPages } from '../data/use-point-pages';
import { PointsTable } from './points-table';
import { PointsCards } from './points-cards';
import { useIsPhone } from '../../../lib/hooks/use-media-query';

type PointsListTabProps = {
  filter: PointFilter;
  sort: PointSort;
  onSort: (next: PointSort) => void;
  onReset: () => void;
};

export function PointsListTab({ filter, sort, onSort, onReset }: PointsListTabProps) {
  const online = useIsOnline();
  const catalog = useCatalogStatus();
  const pullComplete = usePointsPullComplete();
  const [range, setRange] = useState({ first: 0, last: 0 });
  const onRange = useCallback((first: number, last: number) => setRange({ first, last }), []);
  const { total, rowAt, stale } = usePointPages(filter, sort, range.first, range.last);
  const List = useIsPhone() ? PointsCards : PointsTable;

  const count = total ?? 0;
  const empty = catalog.ready && catalog.size === 0;
  if (empty && pullComplete) return <NotLoadedState><Trans>There are no points yet: the delivery services have not published any.</Trans></NotLoadedState>;
  if (empty && pullComplete === false && !online) return <NotLoadedState><Trans>Points have not been downloaded yet; connect to the internet once.</Trans></NotLoadedState>;
  if (catalog.size > 0 && total === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <MapPinOff className="size-10 text-slate-400" aria-hidden />
        <p className="text-sm text-slate-600"><Trans>No points match the filters</Trans></p>
        <Button variant="secondary" size="sm" onClick={onReset}>
          <X className="size-4" aria-hidden />
          <Trans>Reset filters</Trans>
        </Button>
      </Card>
    );
  }
  // No rows yet: the table waits with a line in its body. The download's own panel above shows the
  // progress, so its line here does not spin (a minute of animation costs the pull frames).
  const waiting = !catalog.ready || empty || total === undefined
    ? empty && pullComplete === false
      ? <><CloudDownload className="size-4 text-primary" aria-hidden /><Trans>Points are being downloaded to this device; the list fills in as they arrive.</Trans></>
      : <><LoaderCircle className="size-4 animate-spin" aria-hidden /><Trans>Preparing points…</Trans></>
    : undefined;
  // A slow answer (the worker busy taking in a pull) dims the previous rows; a quick one changes nothing.
  // While a pull runs the count grows every second or two: announcing each would drown a screen reader.
  return (
    <div aria-busy={stale || undefined} className={stale ? 'flex flex-col gap-2 opacity-60 transition-opacity delay-200 duration-200' : 'flex flex-col gap-2 transition-opacity duration-100'}>
      <List
        total={waiting ? 0 : count}
        rowAt={rowAt}
        sort={sort}
        onSort={onSort}
        onRange={onRange}
        waiting={waiting}
        caption={
          <p className="text-sm text-slate-600 tabular-nums" aria-live={pullComplete ? 'polite' : 'off'} data-testid="points-count">
            {waiting ? '\u00a0' : <Plural value={count} one="# point" other="# points" />}
          </p>
        }
      />
    </div>
  );
}

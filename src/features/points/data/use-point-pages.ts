// The rows of the points list around what is on screen, asked from the points worker in pages of 100
// (the list page size, 100). Pages next to the visible ones are fetched too and kept, so
// scrolling a little never shows skeletons; pages far away are dropped, so 100,000 points never sit in
// React state. When the catalog grows (a pull is running) the visible pages are asked again, and their old
// rows stay on screen until the new ones arrive: no flash of skeletons every 1.5 s.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogRow } from '../../../../workers/points/catalog';
import { sortKey, type PointFilter, type PointSort } from '../../../contract/point-filter';
import { pointsWorker, useCatalogStatus } from './points-client';

export const POINT_PAGE_SIZE = 100;
/** Performance entry of each page's round trip to the worker: what a filter change waits for
 *  (the filter query p95 of docs/decisions/points.md "Targets", read by `npm run bench`). */
export const POINTS_QUERY_MEASURE = 'points-query';
/** Pages kept (and fetched ahead) on either side of the visible ones. */
const AROUND = 1;
/** Pages kept beyond that before they are dropped, so scrolling back and forth does not ask again. */
const KEEP = 3;

type Page = { generation: number; rows: CatalogRow[] };
type Pages = { key: string; total: number | undefined; generation: number; pages: Map<number, Page> };

export type PointPages = {
  /** Points that pass the filter; undefined until the first answer. */
  total: number | undefined;
  /** The row at a place in the list, or undefined while its page is on the way. */
  rowAt: (index: number) => CatalogRow | undefined;
  /** The rows are the previous filter's or sort's, shown until the new answer arrives. */
  stale: boolean;
};

const emptyPages = (key: string): Pages => ({ key, total: undefined, generation: -1, pages: new Map() });

export function usePointPages(filter: PointFilter, sort: PointSort, first: number, last: number): PointPages {
  const key = `${JSON.stringify(filter)}|${sortKey(sort)}`;
  const { ready, generation } = useCatalogStatus();
  const [state, setState] = useState<Pages>(() => emptyPages(key));
  const current = useMemo(() => (state.key === key ? state : emptyPages(key)), [state, key]);
  const asking = useRef(new Set<string>());
  const firstPage = Math.floor(Math.max(0, first) / POINT_PAGE_SIZE);
  const lastPage = Math.floor(Math.max(0, last) / POINT_PAGE_SIZE);

  useEffect(() => {
    if (!ready) return;
    // Before the first answer the visible pages are asked at once (with page 0 for the total): a page past
    // the end comes back empty, which costs less than a second round trip.
    const lastUseful = current.total === undefined ? Infinity : Math.max(0, Math.ceil(current.total / POINT_PAGE_SIZE) - 1);
    if (current.total === undefined && firstPage - AROUND > 0) fetchPage(0);
    for (let page = Math.max(0, firstPage - AROUND); page <= Math.min(lastPage + AROUND, lastUseful); page++) fetchPage(page);

    function fetchPage(page: number) {
      const have = current.pages.get(page);
      if (have && have.generation >= generation) return;
      const ask = `${key}|${generation}|${page}`;
      if (asking.current.has(ask)) return;
      asking.current.add(ask);
      const askedAt = performance.now();
      void pointsWorker()
        .window(filter, sort, page * POINT_PAGE_SIZE, POINT_PAGE_SIZE)
        .then((answer) => {
          performance.measure(POINTS_QUERY_MEASURE, { start: askedAt, detail: { page, total: answer.total, queryMs: answer.queryMs } });
          return answer;
        })
        // A transition: the list re-renders in slices that yield to input, so the table appearing (or
        // refilling) while a pull keeps both cores busy is not one long task.
        .then((answer) => startTransition(() => setState((prev) => {
          const base = prev.key === key ? prev : emptyPages(key);
          const pages = new Map(base.pages);
          for (const n of pages.keys()) if (n < firstPage - AROUND - KEEP || n > lastPage + AROUND + KEEP) pages.delete(n);
          pages.set(page, { generation: answer.generation, rows: answer.rows });
          // An answer from an older catalog must not take back a newer total.
          const newer = answer.generation >= base.generation;
          return { key, pages, total: newer ? answer.total : base.total, generation: Math.max(base.generation, answer.generation) };
        })))
        .finally(() => asking.current.delete(ask));
    }
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for filter and sort; `current` changes with every answer, which is what re-checks the pages
  }, [ready, generation, key, firstPage, lastPage, current]);

  // Until the first answer for a new filter or sort, the previous answer stays on screen (a few
  // milliseconds): swapping the list for a loading state and back would blink at every keystroke.
  const shown = current.total === undefined && state.total !== undefined ? state : current;
  const rowAt = useCallback(
    (index: number) => shown.pages.get(Math.floor(index / POINT_PAGE_SIZE))?.rows[index % POINT_PAGE_SIZE],
    [shown],
  );
  return { total: shown.total, rowAt, stale: shown !== current };
}

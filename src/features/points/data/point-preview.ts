// A point's list row, carried to its details page in the history entry: the page shows what the row knew at
// once, while the points worker reads the whole point (1-3 s after a start, when it loads its catalog; longer
// during a pull). The entry keeps the row across a reload and Back/Forward too.
import { useRouterState } from '@tanstack/react-router';
import type { CatalogRow } from '../../../../workers/points/catalog';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The row a points list or map opened this point's details from. */
    pointRow?: CatalogRow;
  }
}

/** For the `state` of a link to the point's details; without the row's distance, which was from where the
 *  user stood then (the details page measures from the position it knows). */
export const pointPreviewState = ({ distance: _distance, ...row }: CatalogRow) => ({ pointRow: row });

/** The row this page was opened with, if it is this point's. */
export const usePointPreview = (id: string): CatalogRow | undefined =>
  useRouterState({ select: (s) => (s.location.state.pointRow?.id === id ? s.location.state.pointRow : undefined) });

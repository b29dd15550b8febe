// The points list: virtualized (only the rows on screen exist in the DOM, so 100,000 points scroll like
// 100), scrolled with the page like the order list. Rows whose page is still on its way from the worker
// are skeletons of the same height, so nothing moves when they fill in. Wide columns scroll sideways
// inside the box on a phone.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CatalogRow } from '../../../../workers/points/catalog';
import type { PointSort } from '../../../contract/point-filter';
import { TableWaitingRow } from '../../../components/ui/table-waiting-row';
import { VIRTUAL_ROW_CLASS, virtualRowStyle } from '../../../components/ui/virtual-row';
import { useLoadedKeyNames } from '../../../session/use-key-names';
import { POINT_GRID, PointListRow } from './point-list-row';
import { SortHeader } from './sort-header';
import { usePointWindow } from './use-point-window';

const ROW_HEIGHT = 56;

export type PointsTableProps = {
  total: number;
  rowAt: (index: number) => CatalogRow | undefined;
  sort: PointSort;
  onSort: (next: PointSort) => void;
  onRange: (first: number, last: number) => void;
  /** Shown in the body while there are no rows yet (the points being prepared or downloaded). */
  waiting?: ReactNode;
  /** The count line above the list. */
  caption: ReactNode;
};

/** The table is mounted once, while it waits for its first rows; it measures the page after the browser's
 *  own layout (page-virtual-options.ts), and rows arriving later are an update, laid out in the browser's
 *  own frame. */
export function PointsTable({ total, rowAt, sort, onSort, onRange, waiting, caption }: PointsTableProps) {
  const { t } = useLingui();
  const providerName = useLoadedKeyNames('allProviders');
  const { listRef, totalSize, placed } = usePointWindow(total, rowAt, onRange, ROW_HEIGHT);
  const header = (column: 'name' | 'providerKey' | 'code' | 'city' | 'address', label: string) => (
    <SortHeader column={column} label={label} sort={sort} onSort={onSort} />
  );

  return (
    <>
      {caption}
      <div role="table" aria-label={t`Points`} aria-rowcount={total + 1} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <div className="min-w-[62rem]">
          <div role="row" aria-rowindex={1} className={`${POINT_GRID} border-b bg-slate-50 py-2 text-xs font-medium text-slate-600`}>
            {header('name', t`Point name`)}
            {header('providerKey', t`Delivery service`)}
            {header('code', t`Code`)}
            {header('city', t`City`)}
            {header('address', t`Address`)}
            <span role="columnheader">{t`Hours`}</span>
            <span role="columnheader">{t`Payment`}</span>
            <span role="columnheader">{t`Operation`}</span>
          </div>
          {waiting && <TableWaitingRow>{waiting}</TableWaitingRow>}
          <div ref={listRef} role="rowgroup" style={{ height: totalSize, position: 'relative' }}>
            {placed.map(({ index, row, top }) => {
              // Keyed by point: while a pull re-sorts the screen, a row that moves keeps its DOM (a new
              // translate) rather than having its texts rewritten and laid out again.
              return (
                <div
                  key={row ? `point:${row.id}` : `at:${index}`}
                  role="row"
                  aria-rowindex={index + 2}
                  aria-busy={row ? undefined : true}
                  data-point-id={row?.id}
                  className={`${POINT_GRID} ${VIRTUAL_ROW_CLASS}`}
                  style={virtualRowStyle(top, ROW_HEIGHT)}
                >
                  {row ? (
                    <PointListRow row={row} providerName={providerName?.(row.providerKey)} />
                  ) : (
                    <span role="cell" className="col-span-full flex flex-col gap-1.5">
                      <span className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
                      <span className="h-3 w-1/5 animate-pulse rounded bg-slate-100" />
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </>
  );
}

// The points list on a phone: one card per point on the same virtual window as the table
// (use-point-window.ts), and the sort the table's headers give, as one select above the cards.
import type { ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Select } from '../../../components/ui/select';
import { TableWaitingRow } from '../../../components/ui/table-waiting-row';
import { VIRTUAL_CARD_CLASS, virtualRowStyle } from '../../../components/ui/virtual-row';
import { POINT_SORT_KEYS, type PointSortKey } from '../../../contract/point-filter';
import { useLoadedKeyNames } from '../../../session/use-key-names';
import { PointCard } from './point-card';
import type { PointsTableProps } from './points-table';
import { usePointWindow } from './use-point-window';

/** A card's height with the gap below it. */
const CARD_HEIGHT = 124;

export function PointsCards({ total, rowAt, sort, onSort, onRange, waiting, caption }: PointsTableProps) {
  const { t } = useLingui();
  const providerName = useLoadedKeyNames('allProviders');
  const { listRef, totalSize, placed } = usePointWindow(total, rowAt, onRange, CARD_HEIGHT);
  const names: Record<PointSortKey, string> = { name: t`By name`, city: t`By city`, providerKey: t`By service`, code: t`By code`, address: t`By address` };
  const choose = (e: ChangeEvent<HTMLSelectElement>) => {
    const [by, order] = e.target.value.split(':') as [PointSortKey | 'distance', string];
    if (by !== 'distance') onSort({ by, desc: order === 'desc' });
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        {caption}
        <Select aria-label={t`Sort`} className="h-11 w-auto min-w-0" value={`${sort.by}:${sort.desc ? 'desc' : 'asc'}`} onChange={choose}>
          {/* Nearest first is switched on by "Near me" (it needs the position), and off by any other order. */}
          {sort.by === 'distance' && <option value="distance:asc">{t`By distance`}</option>}
          {POINT_SORT_KEYS.flatMap((key) => [
            <option key={`${key}:asc`} value={`${key}:asc`}>{names[key]} ↑</option>,
            <option key={`${key}:desc`} value={`${key}:desc`}>{names[key]} ↓</option>,
          ])}
        </Select>
      </div>
      {waiting && <div role="status"><TableWaitingRow>{waiting}</TableWaitingRow></div>}
      <div ref={listRef} role="list" aria-label={t`Points`} style={{ height: totalSize, position: 'relative' }}>
        {placed.map(({ index, row, top }) => (
          <div
            key={row ? `point:${row.id}` : `at:${index}`}
            role="listitem"
            aria-busy={row ? undefined : true}
            data-point-id={row?.id}
            className={VIRTUAL_CARD_CLASS}
            style={virtualRowStyle(top, CARD_HEIGHT)}
          >
            {row ? (
              <PointCard row={row} providerName={providerName?.(row.providerKey)} />
            ) : (
              <div className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
                <span className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
                <span className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

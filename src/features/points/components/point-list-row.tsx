// One row of the points list: what someone choosing a point scans for. The name is the row's link; its
// hit area covers the whole row (the ::after box), so a click anywhere opens the point, while keyboard
// and screen-reader users meet one plain link per row.
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CatalogRow } from '../../../../workers/points/catalog';
import { POINT_OPERATION_LABELS } from './point-labels';
import { PointPayment } from './point-payment';
import { PointTypeBadge } from './point-type-badge';
import { PendingValue } from './pending-value';
import { pointPreviewState } from '../data/point-preview';
import { PointDistance } from './near/point-distance';
import { PointRouteLink } from './near/point-route-link';

export const POINT_GRID =
  'grid grid-cols-[minmax(10rem,2fr)_minmax(6.5rem,0.8fr)_6rem_minmax(7rem,0.8fr)_minmax(10.5rem,2fr)_8.5rem_3.5rem_6.5rem] items-center gap-2 px-3';

/** providerName: undefined until the list of services has loaded. */
type PointListRowProps = { row: CatalogRow; providerName: string | undefined };

/** Memoized: the table renders again as pages and counts arrive, while the rows on screen mostly stay. */
export const PointListRow = memo(function PointListRow({ row, providerName }: PointListRowProps) {
  const { i18n } = useLingui();
  const operation = POINT_OPERATION_LABELS[row.availableOperation];
  return (
    <>
      <span role="cell" className="flex min-w-0 flex-col gap-0.5">
        <Link
          to="/points/$id/details"
          params={{ id: row.id }}
          state={pointPreviewState(row)}
          title={row.name}
          className="truncate font-medium text-primary after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-primary"
        >
          {row.name || row.code}
        </Link>
        {row.distance === undefined ? (
          <PointTypeBadge type={row.type} className="self-start" />
        ) : (
          // Near me (docs/decisions/points.md): how far, and the way there, beside the type.
          <span className="-my-1 flex items-center gap-2">
            <PointTypeBadge type={row.type} />
            <PointDistance metres={row.distance} />
            <PointRouteLink point={row} look="icon" className="size-6" />
          </span>
        )}
      </span>
      <span role="cell" className="truncate">{providerName ?? <PendingValue />}</span>
      <span role="cell" className="truncate font-mono text-xs">{row.code}</span>
      <span role="cell" className="truncate">{row.city}</span>
      <span role="cell" className="line-clamp-2 text-slate-700" title={row.address}>{row.address}</span>
      <span role="cell" className="line-clamp-2 text-xs text-slate-600" title={row.timetable}>{row.timetable}</span>
      <span role="cell"><PointPayment card={row.paymentCard} cash={row.paymentCash} /></span>
      <span role="cell" className="text-xs text-slate-700">{operation ? i18n._(operation) : ''}</span>
    </>
  );
});

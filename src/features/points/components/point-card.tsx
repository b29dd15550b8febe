// One pickup point as a card on a phone: its name and kind, the address, the hours, then how far it is (near
// me), the service, how it takes payment and the route there. The name is the card's link and its hit area covers the whole card (the ::after box).
import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { CatalogRow } from '../../../../workers/points/catalog';
import { pointPreviewState } from '../data/point-preview';
import { PendingValue } from './pending-value';
import { PointPayment } from './point-payment';
import { PointTypeBadge } from './point-type-badge';
import { PointDistance } from './near/point-distance';
import { PointRouteLink } from './near/point-route-link';

type PointCardProps = { row: CatalogRow; providerName: string | undefined };

export const PointCard = memo(function PointCard({ row, providerName }: PointCardProps) {
  return (
    <div className="relative flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm">
      <div className="flex min-w-0 items-center gap-2">
        <Link
          to="/points/$id/details"
          params={{ id: row.id }}
          state={pointPreviewState(row)}
          className="truncate font-medium text-primary after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
        >
          {row.name || row.code}
        </Link>
        <PointTypeBadge type={row.type} className="shrink-0" />
      </div>
      <p className="line-clamp-2 text-slate-700">{row.address}</p>
      <p className="truncate text-xs text-slate-600">{row.timetable}</p>
      <div className="mt-auto flex items-center justify-between gap-2 text-xs text-slate-600">
        <span className="flex min-w-0 items-center gap-2">
          <PointDistance metres={row.distance} />
          <span className="truncate">{providerName ?? <PendingValue />}{row.city ? ` · ${row.city}` : ''}</span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <PointPayment card={row.paymentCard} cash={row.paymentCash} />
          {/* The way there from any card: a field worker's next step (docs/decisions/points.md "Near me"). */}
          <PointRouteLink point={row} look="icon" className="-my-2 size-11" />
        </span>
      </div>
    </div>
  );
});

// What a point's popup on the map says: name, type and service, address, hours, payment and what it
// does with parcels, how far it is, a route and a call, and the way to its details page (or, on a map that
// picks, the button that chooses it).
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/button';
import type { CatalogRow } from '../../../../../workers/points/catalog';
import { POINT_OPERATION_LABELS, POINT_TYPE_LABELS } from '../point-labels';
import { usePointPick } from './point-pick';
import { pointPreviewState } from '../../data/point-preview';
import { PointDistance } from '../near/point-distance';
import { PointRouteLink, StoredPointCallLink } from '../near/point-route-link';

/** serviceName: '' until the list of services has loaded (the type alone shows then). */
export function MapPointPopup({ row, serviceName }: { row: CatalogRow; serviceName: string }) {
  const { t, i18n } = useLingui();
  const payment = [row.paymentCard && t`card`, row.paymentCash && t`cash`].filter(Boolean).join(', ');
  const type = POINT_TYPE_LABELS[row.type];
  const operation = POINT_OPERATION_LABELS[row.availableOperation];
  const pick = usePointPick();

  return (
    <div className="flex max-w-72 flex-col gap-1 pr-4 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{row.name}</p>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
        {[type && i18n._(type), serviceName].filter(Boolean).join(' · ')}
        <PointDistance metres={row.distance} />
      </p>
      <p>{row.address}</p>
      {row.timetable ? <p><span className="text-slate-500"><Trans>Hours:</Trans></span> {row.timetable}</p> : null}
      <p>
        <span className="text-slate-500"><Trans>Payment:</Trans></span> {payment || t`prepaid only`}
      </p>
      {operation ? <p className="text-xs text-slate-500">{i18n._(operation)}</p> : null}
      {pick ? (
        <Button size="sm" className="mt-1 self-start" onClick={() => pick(row)}>
          <Trans>Choose this point</Trans>
        </Button>
      ) : (
        // The way there beside the details (docs/decisions/points.md "Near me"), on the same line: a taller popup
        // pans the map off the point the keyboard opened it on. Not on a map that picks a recipient's point.
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link to="/points/$id/details" params={{ id: row.id }} state={pointPreviewState(row)} className="font-medium text-primary underline-offset-4 hover:underline">
            <Trans>Open details</Trans>
          </Link>
          <PointRouteLink point={row} />
          <StoredPointCallLink id={row.id} />
        </p>
      )}
    </div>
  );
}

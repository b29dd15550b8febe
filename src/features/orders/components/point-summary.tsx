// A pickup or drop-off point as people know it: name, address and hours from the points on this device, its
// ID only as a secondary line (the order form and the order's details). The points worker is asked only when
// there is an ID, since a form without a point does not need it started.
import { useLingui } from '@lingui/react/macro';
import { usePoint } from '../../points';

export function PointSummary({ id }: { id: string }) {
  const { t } = useLingui();
  const point = usePoint(id);
  const idLine = <span className="text-xs break-all text-slate-500">{t`Point ID: ${id}`}</span>;
  if (point === undefined) {
    return <span className="flex flex-col" data-testid="point-summary" aria-busy="true"><span className="text-slate-500">{t`Finding the point…`}</span>{idLine}</span>;
  }
  if (!point) {
    return (
      <span className="flex flex-col" data-testid="point-summary">
        <span className="text-slate-600">{t`This point is not on this device; the delivery service will check the ID.`}</span>
        {idLine}
      </span>
    );
  }
  return (
    <span className="flex flex-col" data-testid="point-summary">
      <span className="font-medium text-slate-900">{point.name}</span>
      <span>{point.address}</span>
      {point.timetable && <span className="text-slate-600">{point.timetable}</span>}
      <span className="text-xs break-all text-slate-500">{t`Code ${point.code} · ID ${id}`}</span>
    </span>
  );
}

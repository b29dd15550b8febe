// The point a drop-off or pickup point ID names, shown under the field (from the points on this device), so
// that what was picked can be checked without opening the points page.
import { useLingui } from '@lingui/react/macro';
import { usePoint } from '../../../points/data/use-point';
import { useDraftField } from './draft-context';

export function ChosenPoint({ path }: { path: 'order.pointInId' | 'order.pointOutId' }) {
  const id = String(useDraftField(path).value ?? '').trim();
  // Only with an ID: asking starts the points worker, which a form without a point does not need.
  return id ? <PointLine id={id} /> : null;
}

function PointLine({ id }: { id: string }) {
  const { t } = useLingui();
  const point = usePoint(id);
  if (point === undefined) return null;
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="chosen-point">
      {point ? `${point.name} · ${point.code}, ${point.address}` : t`This point is not on this device; the delivery service will check the ID.`}
    </p>
  );
}

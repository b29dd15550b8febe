// The drop-off or pickup point of the order: chosen from the points on this device by city, name and address
// (list or map), shown by name, address and hours; nobody types its ID.
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { PointSummary } from '../point-summary';
import { useDraft, useDraftField } from './draft-context';
import { PointPicker } from './point-picker';

type PointFieldProps = { path: 'order.pointInId' | 'order.pointOutId'; label: string; city: string; operation: 1 | 2; pickTitle: string };

export function PointField({ path, label, city, operation, pickTitle }: PointFieldProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { value, problem, set, id } = useDraftField(path, label);
  const providerChosen = Boolean(useDraft().draft.order.providerKey);
  const labelId = useId();
  const pointId = String(value ?? '').trim();
  return (
    <div role="group" aria-labelledby={labelId} className="col-span-full flex flex-col gap-1 rounded-md border border-slate-200 p-3 lg:col-span-2">
      <span id={labelId} className="text-sm font-medium text-slate-700">{label}</span>
      <div className="text-sm">
        {pointId ? <PointSummary id={pointId} />
          : <span className="text-slate-500">{providerChosen ? t`No point chosen yet` : t`Choose a delivery service first: its points are offered.`}</span>}
      </div>
      <div className="flex flex-wrap gap-2">
        <PointPicker id={id} path={path} city={city} operation={operation} title={pickTitle} label={pointId ? t`Change the point` : pickTitle} />
        {pointId && (
          <Button variant="ghost" size="sm" onClick={() => set('')}>
            <X className="size-4" aria-hidden /><Trans>Remove the point</Trans>
          </Button>
        )}
      </div>
      {problem && <p role="alert" className="text-xs text-red-600">{i18n._(problem)}</p>}
    </div>
  );
}

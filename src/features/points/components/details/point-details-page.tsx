// One point (/points/{id}/details): every field of the contract in groups, read from the local store,
// so it opens offline. Points are the delivery services' data: nothing here is editable. Opened from the list
// or the map, the page shows the row they had at once (data/point-preview.ts) rather than "Loading…" while the
// points worker reads the whole point.
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../../components/layout/page';
import { LoadingState } from '../../../../components/resource/list-states';
import { usePoint } from '../../data/use-point';
import { usePointPreview } from '../../data/point-preview';
import { MissingPoint } from './missing-point';
import { PointDetails } from './point-details';

export function PointDetailsPage({ id }: { id: string }) {
  const { t } = useLingui();
  const answer = usePoint(id);
  // The worker's answer for the point opened before stays until this one's comes (another point's link here).
  const point = answer && answer.id !== id ? undefined : answer;
  const preview = usePointPreview(id);

  if (point === null) return <MissingPoint title={t`Point details`} />;
  const row = point ?? preview;
  if (!row) return <Page title={t`Point details`}><LoadingState /></Page>;
  return <PointDetails row={row} full={point} />;
}

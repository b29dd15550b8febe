// The key to the points' colours: each delivery service (or type) with its colour and number of points.
import { useLingui } from '@lingui/react/macro';
import type { MapPoints } from '../../lib/map-features';
import { serviceColor, TYPE_COLORS, type MapColorMode } from '../../lib/map-colors';
import type { ReactNode } from 'react';
import { useLoadedKeyNames } from '../../../../session/use-key-names';
import { PendingValue } from '../pending-value';
import { POINT_TYPE_LABELS } from '../point-labels';

type Entry = { key: string; color: string; label: ReactNode; count: number };

export function MapLegend({ points, mode }: { points: MapPoints; mode: MapColorMode }) {
  const { t, i18n } = useLingui();
  const serviceName = useLoadedKeyNames('allProviders');
  const entries: Entry[] =
    mode === 'service'
      ? points.services.map(({ keys, count }, slot) => ({
          key: keys.join(','),
          color: serviceColor(slot),
          label: keys.length > 1 ? t`Other services` : serviceName ? serviceName(keys[0]) : <PendingValue />,
          count,
        }))
      : [...points.types].sort((a, b) => a[0] - b[0]).map(([type, count]) => ({
          key: String(type),
          color: TYPE_COLORS[type] ?? '#7f7f7f',
          label: POINT_TYPE_LABELS[type] ? i18n._(POINT_TYPE_LABELS[type]) : String(type),
          count,
        }));

  return (
    <ul aria-label={t`Legend`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-center gap-1.5">
          <span className="size-3 shrink-0 rounded-full border border-white shadow-[0_0_0_1px_rgb(0_0_0/0.15)]" style={{ backgroundColor: entry.color }} aria-hidden />
          {entry.label}
          <span className="text-xs text-slate-500">{i18n.number(entry.count)}</span>
        </li>
      ))}
    </ul>
  );
}

// How far a point is from where the user stands ("350 м", "1,2 км"), for a list row, a card, the map's popup
// and the details page; nothing while the distance is not known. A screen reader hears "from you" after it.
import { useLingui } from '@lingui/react/macro';
import { Navigation } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { distanceText } from '../../lib/distance-text';

export function PointDistance({ metres, className }: { metres: number | undefined; className?: string }) {
  const { t, i18n } = useLingui();
  if (metres === undefined) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-slate-700 tabular-nums', className)}>
      <Navigation className="size-3 text-primary" aria-hidden />
      <span data-testid="point-distance">{distanceText(metres, i18n.locale)}</span>
      <span className="sr-only">{t`from you`}</span>
    </span>
  );
}

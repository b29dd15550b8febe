// A point's type as a small coloured badge, the same colour for a type everywhere on the points screens.
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { POINT_TYPE_LABELS } from './point-labels';

const TYPE_COLORS: Record<number, string> = {
  1: 'bg-sky-50 text-sky-800 ring-sky-200',
  2: 'bg-violet-50 text-violet-800 ring-violet-200',
  3: 'bg-amber-50 text-amber-800 ring-amber-200',
  4: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function PointTypeBadge({ type, className }: { type: number; className?: string }) {
  const { i18n } = useLingui();
  const label = POINT_TYPE_LABELS[type];
  if (!label) return null;
  return (
    <span className={cn('inline-flex shrink-0 items-center rounded px-1.5 py-px text-[11px] leading-4 font-medium ring-1 ring-inset', TYPE_COLORS[type], className)}>
      {i18n._(label)}
    </span>
  );
}

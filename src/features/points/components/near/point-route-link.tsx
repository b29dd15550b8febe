// The way to a point: a route there in the phone's maps app or in Yandex Maps (lib/point-links.ts says which),
// and a call when the point has a phone. As links, so a long press offers to copy them.
import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Phone, Route } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { linkPlatform, routeHref, telHref } from '../../lib/point-links';
import { usePoint } from '../../data/use-point';

const PLATFORM = linkPlatform(navigator.userAgent);

type Look = 'button' | 'inline' | 'icon';
const LOOKS: Record<Look, string> = {
  button: 'inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50',
  inline: 'inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline',
  // A finger-sized target in a list row, above the row's own link (its ::after box covers the row).
  icon: 'relative z-[1] inline-flex size-7 items-center justify-center rounded text-primary hover:bg-slate-100',
};
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

type Props = { look?: Look; className?: string };

export function PointRouteLink({ point, look = 'inline', className }: Props & { point: { lat: number; lng: number; name: string } }) {
  const { t } = useLingui();
  const href = routeHref(point, PLATFORM);
  const web: ComponentProps<'a'> = href.startsWith('https:') ? { target: '_blank', rel: 'noreferrer' } : {};
  return (
    <a href={href} {...web} data-testid="point-route" className={cn(LOOKS[look], FOCUS, className)} aria-label={look === 'icon' ? t`Route to ${point.name}` : undefined}>
      <Route className="size-4" aria-hidden />
      {look === 'icon' ? null : t`Route`}
    </a>
  );
}

/** Nothing when the phone has no digits to dial. */
export function PointCallLink({ phone, look = 'inline', className }: Props & { phone: string }) {
  const { t } = useLingui();
  const href = telHref(phone);
  if (!href) return null;
  return (
    <a href={href} data-testid="point-call" className={cn(LOOKS[look], FOCUS, className)} aria-label={look === 'icon' ? t`Call ${phone}` : undefined}>
      <Phone className="size-4" aria-hidden />
      {look === 'icon' ? null : t`Call`}
    </a>
  );
}

/** The call link of a point known by its id only (a map popup's row has no phone): once the points worker
 *  has read the whole point. */
export function StoredPointCallLink({ id, ...props }: Props & { id: string }) {
  const point = usePoint(id);
  return point?.id === id && point.phone ? <PointCallLink phone={point.phone} {...props} /> : null;
}

// The points page's "Near me" switch (docs/decisions/points.md "Near me"): on, the list and the map go by
// distance from where the user stands, which the browser is asked for only now, on this click. Beside it,
// what the position is worth (how accurate, how old) with a way to take it again, or, when there is none, why
// the points keep their usual order.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoaderCircle, LocateFixed, RefreshCw } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import type { NearState } from '../../data/near-position';
import { distanceText } from '../../lib/distance-text';
import { fixAgeText } from '../../lib/fix-age';

type NearMeControlProps = { on: boolean; near: NearState; onTurnOn: () => void; onTurnOff: () => void; onUpdate: () => void };

export function NearMeControl({ on, near, onTurnOn, onTurnOff, onUpdate }: NearMeControlProps) {
  const { t, i18n } = useLingui();
  const now = useMinuteClock();
  const { status, fix } = near;
  const asking = status === 'asking';
  const note =
    status === 'denied'
      ? t`Location access is blocked, so the points keep their usual order. To sort them by distance, allow location for this site in the browser's settings.`
      : status === 'unsupported'
        ? t`This browser cannot tell where you are, so the points keep their usual order.`
        : status === 'unavailable' && !fix
          ? t`Your location could not be found, so the points keep their usual order. Try again in a moment.`
          : null;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm" data-testid="near-me">
      <button
        type="button"
        aria-pressed={on}
        onClick={on ? onTurnOff : onTurnOn}
        className={cn(
          'inline-flex h-11 items-center gap-2 rounded-md border px-4 font-medium whitespace-nowrap transition-colors sm:h-9',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          on ? 'border-primary bg-primary text-white hover:bg-primary-hover' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        )}
      >
        {asking ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <LocateFixed className="size-4" aria-hidden />}
        {t`Near me`}
      </button>
      {/* On a phone the status takes a line of its own under the buttons. */}
      <p role="status" className="flex min-w-0 flex-wrap items-center gap-x-2 text-slate-600 max-sm:order-last max-sm:basis-full">
        {asking ? (
          t`Finding where you are…`
        ) : note ? (
          <span className="text-amber-800">{note}</span>
        ) : on && fix ? (
          <>
            <span className="text-slate-800">{t`Nearest first`}</span>
            <span className="text-xs text-slate-500 tabular-nums">
              {`±${distanceText(fix.accuracy, i18n.locale)} · ${fixAgeText(fix.at, now, i18n.locale)}`}
              {status === 'unavailable' ? ` · ${t`could not be updated`}` : ''}
            </span>
          </>
        ) : null}
      </p>
      {on && fix && !asking ? (
        <button
          type="button"
          onClick={onUpdate}
          className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary sm:-ml-1 sm:h-8 sm:min-w-0"
        >
          <RefreshCw className="size-4" aria-hidden />
          <span className="max-sm:sr-only">{t`Update location`}</span>
        </button>
      ) : null}
    </div>
  );
}

/** Now, renewed every half minute: the position's age on screen follows the clock. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

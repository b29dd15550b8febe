// The map tab with a city or ID filter: the points of the filter from the points worker, made into the
// map's GeoJSON once per answer, a count, the colour choice and legend, the loading veil and the note
// about the base map. The map itself (maplibre) is a lazily loaded module, map-canvas.tsx.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import type { PointFilter } from '../../../../contract/point-filter';
import { useWorkerAnswer } from '../../data/points-client';
import { useIsOnline } from '../../../../lib/hooks/use-is-online';
import { Select } from '../../../../components/ui/select';
import { toMapPoints, type MapPoints } from '../../lib/map-features';
import type { MapColorMode } from '../../lib/map-colors';
import { BARE_COLOR, SEA_COLOR } from '../../lib/map-own-style';
import type { BaseMap } from './map-canvas';
import { MapLegend } from './map-legend';
import { MapNotice } from './map-notice';
import { useMapRows } from './use-map-rows';
import { useBaseMapChoice } from './use-base-map-choice';
import { useFirstRenderMark } from './use-first-render-mark';
import type { NearFix } from '../../data/near-position';

const MapCanvas = lazy(() => import('./map-canvas').then((module) => ({ default: module.MapCanvas })));

/** compact: inside a dialog (the order form's point picker, one service's points), a shorter map without the
 *  colour choice and legend. near: where the user stands, with near me on: marked, the map centred there. */
export function PointsMap({ filter, compact = false, near = null }: { filter: PointFilter; compact?: boolean; near?: NearFix | null }) {
  const { t, i18n } = useLingui();
  const { rows, key: answerKey, fresh, nearest } = useMapRows(filter, near);
  const points = useMemo(() => (rows ? toMapPoints(rows) : null), [rows]);
  const base = useBaseMapChoice(i18n.locale);
  // The names of the device's cities, for the own base map (the worker makes them once per change of the points).
  const cities = useWorkerAnswer((w) => w.cityCentres(), []);
  const [colorMode, setColorMode] = useState<MapColorMode>('service');
  const [shownBase, setShownBase] = useState<BaseMap | null>(null);
  const [drawn, setDrawn] = useState<MapPoints | null>(null);
  const [failed, setFailed] = useState<'webgl' | 'start' | null>(null);
  const markDrawn = useFirstRenderMark(JSON.stringify(filter));
  const attempt = useRetryWhenOnline(shownBase === 'unreachable' || shownBase === 'bare');

  if (failed === 'webgl') {
    return <MapNotice tone="error" title={t`This browser cannot draw the map`} text={t`The map needs WebGL 2, which is turned off or not supported here. The list tab shows the same points.`} />;
  }
  if (failed) {
    return <MapNotice tone="error" title={t`The map could not be drawn`} text={t`The browser did not start the map. Reload the page, or use the list tab.`} />;
  }
  if (fresh && points?.data.features.length === 0) {
    if (filter.ids) return <MapNotice title={t`None of these points is on this device yet`} text={t`They appear here once the points have been downloaded.`} />;
    return filter.id
      ? <MapNotice title={t`No point with this ID`} text={t`Check the ID in the filters, or wait until the points have been downloaded.`} />
      : <MapNotice title={t`No points match the filters`} text={t`Try another city or fewer filters.`} />;
  }

  const ready = fresh && points !== null && drawn === points;
  const count = points?.data.features.length ?? 0;
  const skipped = points?.skipped ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite">
          {!fresh ? t`Loading points…` : nearest ? <Plural value={count} one="The # point nearest to you" other="The # points nearest to you" /> : <Plural value={count} one="# point on the map" other="# points on the map" />}
          {fresh && skipped ? <span className="text-slate-500"> · {t`${skipped} without coordinates`}</span> : null}
        </p>
        {compact ? null : (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <Trans>Colour by</Trans>
            <Select className="h-8 w-auto" value={colorMode} onChange={(e) => setColorMode(e.target.value as MapColorMode)}>
              <option value="service">{t`Delivery service`}</option>
              <option value="type">{t`Point type`}</option>
            </Select>
          </label>
        )}
      </div>
      {/* The box's background is the own base map's sea (lib/map-own-style.ts), grey without its land. */}
      <div
        data-slot="points-map"
        data-base-map={shownBase ?? undefined}
        className={`relative ${compact ? 'h-[min(50vh,420px)] min-h-64' : 'h-[min(65vh,640px)] min-h-80'} overflow-hidden rounded-lg border border-slate-200`}
        style={{ backgroundColor: shownBase === 'bare' ? BARE_COLOR : SEA_COLOR }}
        aria-busy={!ready}
      >
        {base ? (
          <Suspense fallback={null}>
            <MapCanvas
              key={`${base.key}|${attempt}|${i18n.locale}`}
              points={points}
              rows={rows ?? null}
              base={base.choice}
              cities={cities ?? null}
              colorMode={colorMode}
              focusFirst={fresh && Boolean(filter.id)}
              filterKey={answerKey}
              near={near}
              onBase={setShownBase}
              onDrawn={(done) => {
                setDrawn(done);
                if (fresh) markDrawn();
              }}
              onFail={setFailed}
            />
          </Suspense>
        ) : null}
        {!ready ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/70" role="status">
            <span className="flex items-center gap-2 rounded-md bg-white px-3 py-2 text-sm text-slate-700 shadow">
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
              {fresh ? t`Drawing the map…` : t`Loading points…`}
            </span>
          </div>
        ) : null}
      </div>
      {shownBase === 'unreachable' ? (
        <p className="text-xs text-slate-500"><Trans>Map tiles unavailable — points are shown on the built-in map</Trans></p>
      ) : shownBase === 'bare' ? (
        <p className="text-xs text-slate-500"><Trans>The built-in map has not been downloaded yet — points are shown without it</Trans></p>
      ) : null}
      {points && !compact ? <MapLegend points={points} mode={colorMode} /> : null}
    </div>
  );
}

/** A base map that could not be reached is tried again when the browser comes back online. */
function useRetryWhenOnline(unreachable: boolean): number {
  const online = useIsOnline();
  const [attempt, setAttempt] = useState(0);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && unreachable) setAttempt((n) => n + 1);
    wasOnline.current = online;
  }, [online, unreachable]);
  return attempt;
}

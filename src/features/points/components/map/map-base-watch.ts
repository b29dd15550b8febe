// Watches the configured base map while it loads (map-base-verdict.ts decides from what it sees) and,
// when it cannot show — offline with nothing cached, a DNS failure, a 404, a server that never answers —
// swaps in the map's own base map (lib/map-own-style.ts), so the points show on it rather than a broken map.
// The map may start before the points are known, at the whole-world view; tiles only count once the
// camera is on the points (`arm`), and only tiles of about the zoom shown: a cached world tile says
// nothing about the city's.
import type { ErrorEvent, Map as MapLibre, MapSourceDataEvent } from 'maplibre-gl';
import { baseMapVerdict, NO_SIGNALS, type BaseMapSignals } from '../../lib/map-base-verdict';
import { ownMapStyle } from '../../lib/map-own-style';

/** How long the style, and then the first tiles of the points' view, may take before the map gives up. */
export const BASE_MAP_TIMEOUT_MS = 6000;

type SourceError = ErrorEvent & { sourceId?: string };
export type BaseMapWatch = { arm: () => void; stop: () => void };

/** Calls back once with the outcome. `ownSource` (the points) is not counted. */
export function watchBaseMap(map: MapLibre, ownSource: string, onOutcome: (fellBack: boolean) => void): BaseMapWatch {
  const signals: BaseMapSignals = { ...NO_SIGNALS };
  let armed = false;
  let finished = false;
  const counts = (sourceId: string | undefined) => armed && sourceId !== undefined && sourceId !== ownSource;
  // Tiles are numbered by zoom; raster tiles of 256 px sit one level above the map's zoom.
  const inView = (e: MapSourceDataEvent) => (e.coord?.overscaledZ ?? 99) >= Math.floor(map.getZoom()) - 1;

  const decide = () => {
    const verdict = baseMapVerdict(signals);
    if (verdict === 'wait') return;
    stop();
    if (verdict === 'own') map.setStyle(ownMapStyle(), { diff: false });
    onOutcome(verdict === 'own');
  };
  const onStyle = () => {
    signals.styleLoaded = true;
    decide();
  };
  const onError = (e: SourceError) => {
    if (!signals.styleLoaded) signals.styleFailed = true;
    else if (counts(e.sourceId)) signals.errors++;
    else return;
    decide();
  };
  const onLoading = (e: MapSourceDataEvent) => {
    if (e.tile && counts(e.sourceId) && inView(e)) signals.requested++;
  };
  const onData = (e: MapSourceDataEvent) => {
    if (!e.tile || !counts(e.sourceId) || !inView(e)) return;
    signals.loaded++;
    decide();
  };
  const onIdle = () => {
    if (!armed) return;
    signals.idle = true;
    decide();
    signals.idle = false;
  };
  // First the style's time; once armed, the tiles' own.
  let timer = setTimeout(() => {
    signals.timedOut = true;
    decide();
  }, BASE_MAP_TIMEOUT_MS);

  map.on('style.load', onStyle);
  map.on('error', onError);
  map.on('sourcedataloading', onLoading);
  map.on('sourcedata', onData);
  map.on('idle', onIdle);
  function stop() {
    finished = true;
    clearTimeout(timer);
    map.off('style.load', onStyle);
    map.off('error', onError);
    map.off('sourcedataloading', onLoading);
    map.off('sourcedata', onData);
    map.off('idle', onIdle);
  }
  function arm() {
    if (armed || finished) return;
    armed = true;
    clearTimeout(timer);
    signals.timedOut = false;
    timer = setTimeout(() => {
      signals.timedOut = true;
      decide();
    }, BASE_MAP_TIMEOUT_MS);
    decide();
  }
  return { arm, stop };
}

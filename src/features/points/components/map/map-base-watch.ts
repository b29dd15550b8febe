// Watches the configured base map while it loads (map-base-verdict.ts decides from what it sees) and,
// when it cannot show — offline with nothing cached, a DNS failure, a 404, a server that never answers —
// swaps in the map's own base map (lib/map-own-style.ts), so the points show on it rather than a broken map.
// The map may start before the points are known, at the whole-world view; tiles only count once the
// camera is on the points (`arm`), and only tiles of about the zoom shown: a cached world tile says
// nothing about the city's. Whether the base map's server answered at all is read from the page's resource
// timings (a PerformanceObserver): maplibre reports a tile only once it is read and drawn, which a slow phone
// may not finish within the short wait.
import type { ErrorEvent, Map as MapLibre, MapSourceDataEvent } from 'maplibre-gl';
import { baseMapVerdict, NO_SIGNALS, type BaseMapSignals } from '../../lib/map-base-verdict';
import { ownMapStyle } from '../../lib/map-own-style';

/** How long the style, and then the first tiles of the points' view, may take when the server has not answered. */
export const BASE_MAP_TIMEOUT_MS = 6000;
/** How long they may take at all, however busy the device. */
export const BASE_MAP_GIVE_UP_MS = 30_000;

type SourceError = ErrorEvent & { sourceId?: string };
export type BaseMapWatch = { arm: () => void; stop: () => void };

/** Calls back once with the outcome. `ownSource` (the points) is not counted; `baseMapPrefixes` tells the base
 *  map's requests (style, archive, tiles) from the rest of the page's by how their URLs start. */
export function watchBaseMap(
  map: MapLibre,
  ownSource: string,
  baseMapPrefixes: () => string[],
  onOutcome: (fellBack: boolean) => void,
): BaseMapWatch {
  const signals: BaseMapSignals = { ...NO_SIGNALS };
  let armed = false;
  let finished = false;
  const counts = (sourceId: string | undefined) => armed && sourceId !== undefined && sourceId !== ownSource;
  // Tiles are numbered by zoom; raster tiles of 256 px sit one level above the map's zoom.
  const inView = (e: MapSourceDataEvent) => (e.coord?.overscaledZ ?? 99) >= Math.floor(map.getZoom()) - 1;

  /** Whether these resource timings hold the base map server's first answer. */
  const heard = (entries: PerformanceEntryList) => {
    if (signals.answered || !entries.length) return false;
    const prefixes = baseMapPrefixes();
    if (!entries.some((entry) => prefixes.some((prefix) => entry.name.startsWith(prefix)))) return false;
    signals.answered = true;
    return true;
  };
  const decide = () => {
    // The observer's callback comes in a task of its own, which a busy page may run after a timer's: the
    // timings it has not delivered yet are read here.
    heard(answers.takeRecords());
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
  const answers = new PerformanceObserver((list) => {
    if (heard(list.getEntries())) decide();
  });
  answers.observe({ type: 'resource' });
  // First the style's time; once armed, the tiles' own.
  let timers: Array<ReturnType<typeof setTimeout>> = [];
  const startTimers = () => {
    timers.forEach(clearTimeout);
    signals.timedOut = signals.gaveUp = false;
    timers = [
      setTimeout(() => {
        signals.timedOut = true;
        decide();
      }, BASE_MAP_TIMEOUT_MS),
      setTimeout(() => {
        signals.gaveUp = true;
        decide();
      }, BASE_MAP_GIVE_UP_MS),
    ];
  };
  startTimers();

  map.on('style.load', onStyle);
  map.on('error', onError);
  map.on('sourcedataloading', onLoading);
  map.on('sourcedata', onData);
  map.on('idle', onIdle);
  function stop() {
    finished = true;
    timers.forEach(clearTimeout);
    answers.disconnect();
    map.off('style.load', onStyle);
    map.off('error', onError);
    map.off('sourcedataloading', onLoading);
    map.off('sourcedata', onData);
    map.off('idle', onIdle);
  }
  function arm() {
    if (armed || finished) return;
    armed = true;
    startTimers();
    decide();
  }
  return { arm, stop };
}

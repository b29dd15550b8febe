// The map itself, loaded lazily together with maplibre (some 300 kB gzipped, plus its worker) so neither
// lands in the entry or the points page's chunk. It draws the points it is given on the base map chosen
// (use-base-map-choice.ts), falls back to the own base map when a configured one cannot show, zooms into a
// clicked cluster, opens a point's popup on click or Enter, and reports when the points are on screen.
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GPUInitializationError, type Map as MapLibre, type MapLayerMouseEvent } from 'maplibre-gl';
import type { CatalogRow } from '../../../../../workers/points/catalog';
import type { CityCentre } from '../../../../../workers/points/city-centres';
import type { MapFeatureCollection, MapPoints } from '../../lib/map-features';
import type { MapColorMode } from '../../lib/map-colors';
import { ownMapStyle } from '../../lib/map-own-style';
import { mapCachePrefixes } from '../../lib/map-cache-prefixes';
import { addPointLayers, CIRCLE_LAYER, expandCluster, POINTS_SOURCE, setPointColors, setPointData } from './map-layers';
import { watchBaseMap, type BaseMapWatch } from './map-base-watch';
import { announceLoadedStyle, announceStyleUrl, loadedStyleUrls } from './map-cache-announce';
import { fillOwnBaseMap, isOwnStyle, prefetchOwnBaseMap, setCityNames } from './own-base-map';
import type { BaseMapChoice } from './use-base-map-choice';
import { bindMapKeys } from './map-keyboard';
import { createPointsMap, FIT } from './create-points-map';
import { useMapPopup } from './use-map-popup';
import { useYouAreHere } from './you-are-here';
import type { NearFix } from '../../data/near-position';
import { nearView } from '../../lib/near-view';

/** Which base map shows: the configured one (a style or PMTiles), the own one, the own one because the configured
 *  one could not be reached, or none: the own one's file could not be had (offline before it was ever kept). */
export type BaseMap = 'configured' | 'own' | 'unreachable' | 'bare';

export type MapCanvasProps = {
  /** null while the next answer is coming: the map keeps what it shows under the loading veil. */
  points: MapPoints | null;
  rows: CatalogRow[] | null;
  base: BaseMapChoice;
  /** The device's cities, named on the own base map; null until known. */
  cities: CityCentre[] | null;
  colorMode: MapColorMode;
  /** The ID filter: centre on the one point and open its popup. */
  focusFirst: boolean;
  /** Which filter `points` answer: the camera is fitted once per filter. */
  filterKey: string;
  /** Where the user stands (near me): marked, and the camera centred there (lib/near-view.ts). */
  near?: NearFix | null;
  onBase: (base: BaseMap) => void;
  onDrawn: (points: MapPoints) => void;
  /** 'webgl': the browser gave no WebGL2 context (maplibre cannot draw at all); 'start': it never loaded. */
  onFail: (why: 'webgl' | 'start') => void;
};

const EMPTY: MapFeatureCollection = { type: 'FeatureCollection', features: [] };
/** Without `load` by then (no WebGL after all, a lost context) the map says so instead of spinning. */
const LOAD_GUARD_MS = 20_000;

export function MapCanvas(props: MapCanvasProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [map, setMap] = useState<MapLibre | null>(null);
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const keysId = useId();
  const { open, setOpen, portal } = useMapPopup(map, props.rows);
  useYouAreHere(map, props.near ?? null, t`You are here`);
  /** A feature's id is its row's place in the answer. */
  const openAt = (place: number, byKeyboard: boolean) => {
    const row = latest.current.rows?.[place];
    if (row) setOpen({ id: row.id, byKeyboard });
  };
  // Which filter the camera was last fitted to: a refreshed answer for the same filter keeps the view.
  const fittedFor = useRef<string | null>(null);
  const watch = useRef<BaseMapWatch | null>(null);
  // The points whose data is in the source, and the last of them reported drawn.
  const shown = useRef<MapPoints | null>(null);
  const drawn = useRef<MapPoints | null>(null);

  useEffect(() => {
    const { base, points, onBase, onFail } = latest.current;
    let instance: MapLibre;
    try {
      const style = base.kind === 'style' ? base.styleUrl : base.kind === 'pmtiles' ? base.style : ownMapStyle();
      instance = createPointsMap(box.current!, style, points?.bounds ?? null, {
        'Map.Title': t`Map of points`,
        'NavigationControl.ZoomIn': t`Zoom in`,
        'NavigationControl.ZoomOut': t`Zoom out`,
        'Popup.Close': t`Close`,
        'AttributionControl.ToggleAttribution': t`Map data sources`,
        'CooperativeGesturesHandler.MobileHelpText': t`Use two fingers to move the map`,
      });
    } catch (error) {
      // Asking the browser first would cost a WebGL context of its own (~0.3 s with a software renderer).
      onFail(error instanceof GPUInitializationError ? 'webgl' : 'start');
      return;
    }
    const canvas = instance.getCanvas();
    canvas.setAttribute('aria-describedby', keysId);

    // The own style's land, lakes, borders and city names go in once the points are drawn: its file is fetched
    // at once, but reading it and cutting its tiles would share the page and maplibre's workers with the points'
    // clusters (the map's first render took twice as long). Until the points are drawn the veil covers the map.
    let ownFilled = true;
    const fillOwn = () => {
      if (ownFilled || !isOwnStyle(instance)) return;
      ownFilled = true;
      setCityNames(instance, latest.current.cities);
      void fillOwnBaseMap(instance).then((filled) => !filled && latest.current.onBase('bare'));
    };
    const reportDrawn = () => {
      const current = shown.current;
      if (!current || drawn.current === current || !instance.isSourceLoaded(POINTS_SOURCE)) return;
      drawn.current = current;
      requestAnimationFrame(() => latest.current.onDrawn(current));
      fillOwn();
    };
    instance.on('style.load', () => {
      const { points: now, colorMode } = latest.current;
      addPointLayers(instance, { data: now?.data ?? EMPTY, colorMode, serviceSlots: now?.services.length ?? 0 });
      shown.current = now;
      drawn.current = null;
      // The own style, at the start or as the fallback: filled once the points are drawn (fillOwn).
      if (isOwnStyle(instance)) {
        prefetchOwnBaseMap();
        ownFilled = false;
      }
    });
    instance.on('sourcedata', (e) => e.sourceId === POINTS_SOURCE && e.isSourceLoaded && reportDrawn());
    instance.on('idle', reportDrawn);
    // Errors are reported here once the base map watch has finished; maplibre would log them anyway.
    instance.on('error', (e) => console.warn('map:', e.error?.message));

    instance.on('click', CIRCLE_LAYER, (e: MapLayerMouseEvent) => {
      const found = e.features?.[0];
      if (found?.geometry.type !== 'Point') return;
      if (found.properties.cluster) void expandCluster(instance, found.properties.cluster_id, found.geometry.coordinates as [number, number]);
      else if (typeof found.id === 'number') openAt(found.id, false);
    });
    instance.on('mouseenter', CIRCLE_LAYER, () => void (canvas.style.cursor = 'pointer'));
    instance.on('mouseleave', CIRCLE_LAYER, () => void (canvas.style.cursor = ''));
    const unbindKeys = bindMapKeys(instance, [CIRCLE_LAYER], {
      onActivate: (found) => {
        if (found?.geometry.type === 'Point' && found.properties.cluster) {
          const count: number = found.properties.point_count;
          setAnnouncement(t`Zooming in on a group of ${count} points`);
          void expandCluster(instance, found.properties.cluster_id, found.geometry.coordinates as [number, number]);
        } else if (typeof found?.id === 'number') {
          openAt(found.id, true);
        } else {
          setAnnouncement(t`No point in the middle of the map. Move the map with the arrow keys.`);
        }
      },
      // The aiming circle and the key hint are for keyboard users, not for a click on the map.
      onFocus: setFocused,
    });

    if (base.kind !== 'own') {
      // A PMTiles archive was announced as its style was made (pmtiles-base-map.ts).
      if (base.kind === 'style') announceStyleUrl(base.styleUrl);
      // Where the base map's requests go: the URLs the service worker keeps for it (map-cache-announce.ts).
      const baseMapPrefixes = () => {
        const urls = base.kind === 'pmtiles' ? [base.archiveUrl] : instance.isStyleLoaded() ? loadedStyleUrls(instance, base.styleUrl) : [base.styleUrl];
        return mapCachePrefixes(urls, location.origin);
      };
      watch.current = watchBaseMap(instance, POINTS_SOURCE, baseMapPrefixes, (fellBack) => {
        onBase(fellBack ? 'unreachable' : 'configured');
        if (!fellBack && base.kind === 'style') announceLoadedStyle(instance, base.styleUrl);
      });
      if (points) watch.current.arm();
    } else onBase('own');
    const guard = setTimeout(() => !instance.loaded() && !shown.current && latest.current.onFail('start'), LOAD_GUARD_MS);
    instance.once('load', () => clearTimeout(guard));
    setMap(instance);
    return () => {
      clearTimeout(guard);
      watch.current?.stop();
      unbindKeys();
      instance.remove();
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- one map per mount; the parent remounts for a new style or language
  }, []);

  // A new answer: into the source. For a new filter also the camera: onto the one point with its popup
  // open (an ID), or round all of them; a refresh of the same filter (a sync) leaves view and popup alone.
  const { points, colorMode, focusFirst, rows, filterKey } = props;
  useEffect(() => {
    if (!map || !points) return;
    if (fittedFor.current !== filterKey) {
      fittedFor.current = filterKey;
      const first = rows?.[0];
      if (focusFirst && first && points.data.features.length) {
        map.jumpTo({ center: [first.lng, first.lat], zoom: 15 });
        setOpen({ id: first.id, byKeyboard: false });
      } else {
        setOpen(null);
        const near = latest.current.near;
        const view = (near && rows && nearView(near, rows)) || points.bounds;
        if (view) map.fitBounds(view, FIT);
      }
      watch.current?.arm();
    }
    if (!map.getSource(POINTS_SOURCE)) return; // the style is still loading; its `style.load` adds them
    void setPointData(map, points.data).then(() => {
      shown.current = points;
      map.triggerRepaint();
    });
    setPointColors(map, latest.current.colorMode, points.services.length);
  }, [map, points, rows, focusFirst, filterKey, setOpen]);

  useEffect(() => {
    if (map && points) setPointColors(map, colorMode, points.services.length);
  }, [map, colorMode, points]);

  const { cities } = props;
  useEffect(() => {
    // Before the own base map is filled its names wait too (fillOwn takes the latest).
    if (map && isOwnStyle(map) && drawn.current) setCityNames(map, cities);
  }, [map, cities]);

  return (
    <>
      {/* maplibre's stylesheet makes its container position: relative, so the box is the one that fills. */}
      <div className="absolute inset-0">
        <div ref={box} className="size-full" />
      </div>
      {focused && !open ? (
        <span aria-hidden className="pointer-events-none absolute top-1/2 left-1/2 size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-slate-900/70" />
      ) : null}
      <p id={keysId} className={focused ? 'absolute bottom-2 left-2 max-w-[80%] rounded bg-white/90 px-2 py-1 text-xs text-slate-700 shadow' : 'sr-only'}>
        {t`Arrow keys move the map, + and − zoom, Enter opens the point in the circle.`}
      </p>
      <p className="sr-only" aria-live="polite">{announcement}</p>
      {portal}
    </>
  );
}

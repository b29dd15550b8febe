// The popup of one point: a maplibre Popup whose content React renders through a portal, so it speaks
// the user's language and its link goes through the router. A popup is kept by the point's id, so a
// background refresh of the points (a sync) leaves it open. One opened from the keyboard takes the focus;
// Escape closes it, and the focus goes back to the map.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Popup, type Map as MapLibre } from 'maplibre-gl';
import type { CatalogRow } from '../../../../../workers/points/catalog';
import { useLoadedKeyNames } from '../../../../session/use-key-names';
import { setSelectedPoint } from './map-layers';
import { MapPointPopup } from './map-point-popup';
import { panPopupIntoView } from './popup-in-view';

/** Which point, and whether the keyboard asked (then the popup takes the focus). */
export type OpenPoint = { id: string; byKeyboard: boolean };
type Open = OpenPoint & { node: HTMLDivElement };

/** Above the zoom buttons (maplibre puts its controls over popups), with a close button a finger can hit. */
const POPUP_CLASS = 'z-[3] [&_.maplibregl-popup-close-button]:size-7 [&_.maplibregl-popup-close-button]:text-lg';

export function useMapPopup(map: MapLibre | null, rows: CatalogRow[] | null) {
  const [open, setOpenState] = useState<Open | null>(null);
  const setOpen = useCallback((next: OpenPoint | null) => setOpenState(next && { ...next, node: document.createElement('div') }), []);
  const serviceName = useLoadedKeyNames('allProviders');
  // Feature ids on the map are places in `rows`; the popup needs the other way round.
  const placeOf = useMemo(() => new Map((rows ?? []).map((row, place) => [row.id, place])), [rows]);
  const place = open ? placeOf.get(open.id) : undefined;
  const row = place === undefined ? undefined : rows?.[place];
  const at = row ? `${row.lng},${row.lat}` : null;

  // After the portal has filled the node, so maplibre measures the real content when placing the popup.
  useEffect(() => {
    if (!map || !open || !at) return;
    const popup = new Popup({ closeButton: true, maxWidth: '320px', offset: 12, focusAfterOpen: open.byKeyboard, className: POPUP_CLASS })
      .setLngLat(at.split(',').map(Number) as [number, number])
      .setDOMContent(open.node)
      .addTo(map);
    const element = popup.getElement();
    const frame = requestAnimationFrame(() => panPopupIntoView(map, element));
    // Escape from the popup, the map, or nowhere in particular (a click on the map leaves the focus on the page).
    const onKey = (event: KeyboardEvent) => {
      const focus = document.activeElement;
      if (event.key !== 'Escape' || !(focus === document.body || map.getContainer().contains(focus))) return;
      popup.remove();
    };
    const onClose = () => {
      // The close button or the focused link went with the popup: back to the map rather than the page top.
      if (document.activeElement === document.body || element.contains(document.activeElement)) map.getCanvas().focus();
      setOpenState((current) => (current === open ? null : current));
    };
    document.addEventListener('keydown', onKey);
    popup.on('close', onClose);
    return () => {
      cancelAnimationFrame(frame);
      popup.off('close', onClose);
      document.removeEventListener('keydown', onKey);
      popup.remove();
    };
  }, [map, open, at]);

  // The ring round the open point; again after a style swap (the fallback to plain) has re-added the layers.
  useEffect(() => {
    if (!map) return;
    const ring = () => setSelectedPoint(map, place ?? null);
    ring();
    map.on('style.load', ring);
    return () => void map.off('style.load', ring);
  }, [map, place]);

  const portal: ReactNode =
    open && row ? createPortal(<MapPointPopup row={row} serviceName={serviceName?.(row.providerKey) ?? ''} />, open.node) : null;
  return { open, setOpen, portal };
}

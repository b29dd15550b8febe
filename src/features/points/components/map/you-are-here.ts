// The "you are here" mark on the points map (docs/decisions/points.md "Near me"): a maplibre Marker, an HTML
// element over the map rather than a layer, so it needs no style of its own and outlives a style swap (the
// fallback to the plain background drops every layer). Drawn under the popups, above the points.
import { useEffect } from 'react';
import { Marker, type Map as MapLibre } from 'maplibre-gl';
import type { NearFix } from '../../data/near-position';

function markElement(label: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.title = label;
  element.dataset.testid = 'you-are-here';
  element.className = 'pointer-events-none z-[2] size-4 rounded-full border-[3px] border-white bg-blue-600 shadow-[0_0_0_6px_rgba(37,99,235,0.25)]';
  return element;
}

/** Puts the mark where `near` is, moves it with a new position and takes it away with none. */
export function useYouAreHere(map: MapLibre | null, near: NearFix | null, label: string): void {
  const lat = near?.lat;
  const lng = near?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return;
    const marker = new Marker({ element: markElement(label) }).setLngLat([lng, lat]).addTo(map);
    return () => void marker.remove();
  }, [map, lat, lng, label]);
}

// maplibre places a popup beside its point but never moves the map for it: on a short map (the order form's
// point picker) a point in the middle leaves the popup's lower part, and its button, outside the map. This
// pans the map just enough to show the whole popup, when it fits at all.
import type { Map as MapLibre } from 'maplibre-gl';

const MARGIN_PX = 8;

export function panPopupIntoView(map: MapLibre, popup: HTMLElement): void {
  const box = map.getContainer().getBoundingClientRect();
  const rect = popup.getBoundingClientRect();
  if (rect.height + 2 * MARGIN_PX > box.height) return;
  const dy = rect.bottom > box.bottom - MARGIN_PX ? rect.bottom - box.bottom + MARGIN_PX : rect.top < box.top + MARGIN_PX ? rect.top - box.top - MARGIN_PX : 0;
  if (dy !== 0) map.panBy([0, dy], { duration: 200 });
}

// The map tab's code (maplibre, ~300 kB compressed) loads only when someone means to open the tab: the
// pointer on it or the focus there starts the load and maplibre's workers, so the click that follows waits
// for less. The points list itself never loads it, whatever the link (evaluating maplibre is also one
// task of ~100 ms, which a list visit should not pay).
let started = false;

export function warmUpMap(): void {
  if (started) return;
  started = true;
  void Promise.all([import('./map/points-map-tab'), import('./map/map-canvas')]).catch(() => (started = false));
}

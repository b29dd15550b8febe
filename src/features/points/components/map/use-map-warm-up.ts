// While the points page sits idle, the map module (maplibre, ~300 kB gzipped, precached) is evaluated and
// its workers started, so opening the map tab waits for neither. Not while points are being pulled:
// evaluating maplibre is one task of ~100 ms, a freeze on top of a pull that already keeps both cores busy.
// The first pull on a device ends before it; later visits warm up at once.
import { useEffect } from 'react';
import { usePointsSettled } from '../../data/use-points-pull';

let started = false;

export function useMapWarmUp(): void {
  const pointsSettled = usePointsSettled();
  useEffect(() => {
    if (!pointsSettled || started || typeof requestIdleCallback === 'undefined') return;
    started = true;
    requestIdleCallback(() => void import('./map-canvas'), { timeout: 10_000 });
  }, [pointsSettled]);
}

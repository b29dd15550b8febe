// Measures the map's first render for a filter — from the tab asking for the points to the points drawn
// (the target, docs/decisions/points.md: under 1 s for a city of ~20,000 points) — as the performance entry
// `points-map-first-render`, which the bench and the browser's performance panel read.
import { useCallback, useEffect, useRef } from 'react';

export const MAP_RENDER_MEASURE = 'points-map-first-render';
const START_MARK = 'points-map-open';

/** Call the returned function when the points are drawn; only the first call after a new key counts. */
export function useFirstRenderMark(key: string): () => void {
  const pending = useRef(false);
  useEffect(() => {
    performance.mark(START_MARK);
    pending.current = true;
  }, [key]);
  return useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    performance.measure(MAP_RENDER_MEASURE, START_MARK);
  }, []);
}

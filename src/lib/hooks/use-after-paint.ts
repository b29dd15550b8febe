// Parts that read the page's layout as they mount (Radix's Presence reads its node's computed style; a virtual
// table measures its scroller) wait until the browser has drawn the page once by itself. Mounted with the
// page, their reads forced the style and layout of the whole new page inside React's commit, one task with
// React's own work: on the points list 100-220 ms in Lighthouse's trace
// (docs/decisions/performance-on-slow-links.md, "Start-up work").
import { startTransition, useEffect, useState } from 'react';

/** A tab in the background draws no frames: past this the parts mount anyway. */
const AT_THE_LATEST_MS = 200;

/** false until the browser has drawn a frame since the component mounted. */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let afterFrame = 0;
    // A transition, so that React draws the parts in slices of a few milliseconds.
    const done = () => startTransition(() => setPainted(true));
    // A task queued from the frame's callback runs once that frame is drawn.
    const frame = requestAnimationFrame(() => (afterFrame = window.setTimeout(done)));
    const latest = window.setTimeout(done, AT_THE_LATEST_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(latest);
    };
  }, []);
  return painted;
}

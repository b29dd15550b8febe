// Parts of the shell that are not what the user opened the page for (the menu's links, the account and
// status controls, the open views) are drawn just after the page's first render, as a transition: React
// draws a transition in slices of a few milliseconds, so they add no long task to the start of a page
// (docs/decisions/performance-on-slow-links.md, "Start-up work").
import { startTransition, useEffect, useState } from 'react';

/** false on the first render, true once the transition that follows it has been drawn. */
export function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

// After "Calculate" the results are what the user waits for, but they start below the form, which is taller
// than a laptop's screen once a few services are connected: the page scrolls them into view when they come.
// Not when the page opens with this session's last results: the user came back to the form.
import { useEffect, useRef, useState } from 'react';

export function useRevealResults() {
  const ref = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!asked) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [asked]);
  /** Call with the new results' state update: the scroll runs once they are on the page. */
  return { ref, reveal: () => setAsked((n) => n + 1) };
}

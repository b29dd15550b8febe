// Seconds since a moment, ticking while `running`: shows the page is alive during the silent file step.
import { useEffect, useState } from 'react';

export function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [since]);
  return since === null ? 0 : Math.max(0, now - since);
}

// A store outside React, read so that its changes are drawn as transitions. useSyncExternalStore renders
// every change at once and whole (a blocking update, one long task for a big screen); for a value that may
// lag a frame behind the store (a worker's progress), slices that yield to input are the better trade
// (docs/decisions/performance-on-slow-links.md, "Start-up work").
import { startTransition, useEffect, useState } from 'react';

/** `subscribe` and `read` must be stable (module-level functions). */
export function useStoreInTransitions<T>(subscribe: (listener: () => void) => () => void, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read));
    update(); // a change between the first render and this subscription
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}

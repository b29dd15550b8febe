// A one-way event channel that keeps what is sent before anyone listens: the overlays that show
// toasts and dialogs load lazily, and an error raised while they load must still reach the user.
export type Channel<T> = {
  emit: (event: T) => void;
  subscribe: (fn: (event: T) => void) => () => void;
};

export function createChannel<T>(keepAtMost = 20): Channel<T> {
  const listeners = new Set<(event: T) => void>();
  let early: T[] = [];
  return {
    emit(event) {
      if (listeners.size === 0) early = [...early.slice(1 - keepAtMost), event];
      else listeners.forEach((fn) => fn(event));
    },
    subscribe(fn) {
      listeners.add(fn);
      const missed = early;
      early = [];
      missed.forEach(fn);
      return () => void listeners.delete(fn);
    },
  };
}

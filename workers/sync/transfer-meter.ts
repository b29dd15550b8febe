// Bytes the sync pages took on the wire, per collection, for the points progress panel ("2.4 MB received"):
// Resource Timing's encodedBodySize, the body as it travelled (compressed), headers apart. The browser counts
// it only for the API on this origin or one that sends Timing-Allow-Origin; elsewhere it stays 0 and the panel
// shows no bytes. An observer, not getEntries(): the entry buffer keeps only 250 and a points pull is 1,000.
import type { SyncCollection } from '../../src/contract/sync-constants';

export type TransferMeter = {
  /** Bytes counted for the collection since the last call. */
  take(collection: SyncCollection): number;
  /** Stops observing (the engine stopped: a new login makes a new engine and meter). */
  stop(): void;
};

const SYNC_PATH = /\/v1\/app\/sync\/([a-z]+)(?:\?|$)/;

export function startTransferMeter(): TransferMeter {
  const counted = new Map<string, number>();
  let observer: PerformanceObserver | null = null;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        const collection = SYNC_PATH.exec(entry.name)?.[1];
        if (collection) counted.set(collection, (counted.get(collection) ?? 0) + entry.encodedBodySize);
      }
    });
    observer.observe({ type: 'resource' });
  }
  return {
    take(collection) {
      const bytes = counted.get(collection) ?? 0;
      counted.delete(collection);
      return bytes;
    },
    stop: () => observer?.disconnect(),
  };
}

// The orders' search text (src/db/search-words.ts), read whole and kept until the next write to it from
// any context: Dexie reports every committed write, the sync worker's and other tabs' too. The search box
// queries on each keystroke, and one read of 10,000 rows holds the main thread for 15-60 ms
// (docs/decisions/orders.md); a filter over the kept rows takes 2-6 ms.
import Dexie, { type ObservabilitySet } from 'dexie';
import { db } from '../../../db/db';
import type { WordsRow } from '../../../db/search-words';

let writes = 0;
let kept: { writes: number; rows: Promise<WordsRow[]> } | null = null;
let watching = false;

function onWrite(parts: ObservabilitySet): void {
  const prefix = `idb://${db.name}/${db.orderWords.name}/`;
  if (Object.keys(parts).some((part) => part.startsWith(prefix))) writes++;
}

/** Every order's search text: the kept rows when nothing was written to them since they were read. */
export function orderWordsRows(): Promise<WordsRow[]> {
  if (!watching) {
    Dexie.on('storagemutated', onWrite);
    watching = true;
  }
  if (kept?.writes === writes) return kept.rows;
  // Counted before the read begins: a write that lands during the read makes its answer stale at once.
  const read = { writes, rows: db.orderWords.toArray() };
  kept = read;
  read.rows.catch(() => {
    if (kept === read) kept = null;
  });
  return read.rows;
}

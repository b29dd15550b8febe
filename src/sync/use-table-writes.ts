// A counter of the writes to some tables of the local store, from this tab, other tabs and the workers
// (Dexie reports each committed write to every context of the origin). It reads nothing, so no write can
// hold it up: a sign to read again, for reads that must not wait out a long pull (use-signalled-query.ts).
import { startTransition, useEffect, useState } from 'react';
import Dexie, { type ObservabilitySet } from 'dexie';
import { db } from '../db/db';

const counters = new Map<string, number>();
const listeners = new Set<() => void>();

/** Dexie names what a write touched as `idb://<database>/<table>/<index>`. */
function tablesOf(parts: ObservabilitySet): Set<string> {
  const prefix = `idb://${db.name}/`;
  const tables = new Set<string>();
  for (const part of Object.keys(parts)) if (part.startsWith(prefix)) tables.add(part.slice(prefix.length).split('/')[0]);
  return tables;
}

function onWrite(parts: ObservabilitySet): void {
  const tables = tablesOf(parts);
  if (!tables.size) return;
  for (const table of tables) counters.set(table, (counters.get(table) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (!listeners.size) Dexie.on('storagemutated', onWrite);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) Dexie.on.storagemutated.unsubscribe(onWrite);
  };
}

const writesTo = (tables: readonly string[]) => tables.reduce((sum, table) => sum + (counters.get(table) ?? 0), 0);

/** Grows with every write that touches one of `tables`. A change re-renders as a transition, in slices that
 *  yield to the browser (a store React reads synchronously would re-render the screen in one task). */
export function useTableWrites(tables: readonly string[]): number {
  const key = tables.join(',');
  const [writes, setWrites] = useState(() => writesTo(tables));
  useEffect(() => {
    const names = key.split(',');
    return subscribe(() => startTransition(() => setWrites(writesTo(names))));
  }, [key]);
  return writes;
}

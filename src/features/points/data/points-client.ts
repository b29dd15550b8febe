// The page's handle on the points worker (workers/points.worker.ts): started by the first points screen,
// one subscription fanned out to every hook here, ended on logout before the local store is wiped.
import { startTransition, useEffect, useState } from 'react';
import { proxy, wrap, type Remote } from 'comlink';
import type { CatalogStatus, PointsWorkerApi, PointWindow } from '../../../../workers/points.worker';
import { sortKey, type PointFilter, type PointSort } from '../../../contract/point-filter';
import { forgetPosition } from './near-position';
import { markPointsWorkerStarted } from './points-worker-started';
import { useStoreInTransitions } from '../../../lib/hooks/use-store-in-transitions';

let worker: Worker | null = null;
let remote: Remote<PointsWorkerApi> | null = null;
let status: CatalogStatus = { ready: false, size: 0, generation: 0 };
const listeners = new Set<() => void>();

const publish = (next: CatalogStatus) => {
  status = next;
  listeners.forEach((listener) => listener());
};

export function pointsWorker(): Remote<PointsWorkerApi> {
  if (!remote) {
    worker = new Worker(new URL('../../../../workers/points.worker.ts', import.meta.url), { type: 'module', name: 'points' });
    remote = wrap<PointsWorkerApi>(worker);
    markPointsWorkerStarted();
    void remote.subscribe(proxy(publish));
    void remote.status().then(publish);
  }
  return remote;
}

/** Logout: the worker holds the database open and the catalog in memory; both must go, and where the user
 *  stood with them. */
export function stopPointsWorker(): void {
  forgetPosition();
  worker?.terminate();
  worker = null;
  remote = null;
  publish({ ready: false, size: 0, generation: 0 });
}

const subscribe = (listener: () => void) => {
  pointsWorker();
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const readStatus = () => status;

/** The catalog's size and generation; a new generation means answers may have changed. Drawn as a
 *  transition: the catalog becoming ready redraws the whole points screen. */
export const useCatalogStatus = (): CatalogStatus => useStoreInTransitions(subscribe, readStatus);

/** Answers a question to the worker again whenever its arguments or the catalog change; undefined at first. */
export function useWorkerAnswer<T>(ask: (worker: Remote<PointsWorkerApi>) => Promise<T>, deps: unknown[]): T | undefined {
  const { generation, ready } = useCatalogStatus();
  const [answer, setAnswer] = useState<{ deps: unknown[]; value: T } | undefined>(undefined);
  useEffect(() => {
    if (!ready) return;
    let current = true;
    void ask(pointsWorker()).then((value) => current && startTransition(() => setAnswer({ deps, value })));
    return () => {
      current = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the question's arguments, given by the caller
  }, [generation, ready, ...deps]);
  return answer?.value;
}

/** One window of the filtered, sorted points (a virtual list asks for the rows around what is on screen). */
export const usePointWindow = (filter: PointFilter, sort: PointSort, offset: number, limit: number): PointWindow | undefined =>
  useWorkerAnswer((w) => w.window(filter, sort, offset, limit), [JSON.stringify(filter), sortKey(sort), offset, limit]);

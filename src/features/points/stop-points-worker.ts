// Logout's way to the points worker: asked on every page, it loads the worker's client only when this page
// started the worker (the points screens do), so a logout elsewhere stays light.
import { pointsWorkerStarted } from './data/points-worker-started';

export async function stopPointsWorkerIfStarted(): Promise<void> {
  if (pointsWorkerStarted()) (await import('./data/points-client')).stopPointsWorker();
}

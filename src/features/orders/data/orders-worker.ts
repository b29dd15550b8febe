// The page's handle on the orders worker (workers/orders.worker.ts): one worker per job, ended when the job
// ends, so no worker keeps the local store open when a logout wipes it.
import { wrap, type Remote } from 'comlink';
import type { OrdersWorkerApi } from '../../../../workers/orders.worker';

export async function withOrdersWorker<T>(job: (worker: Remote<OrdersWorkerApi>) => Promise<T>): Promise<T> {
  const worker = new Worker(new URL('../../../../workers/orders.worker.ts', import.meta.url), { type: 'module', name: 'orders' });
  try {
    return await job(wrap<OrdersWorkerApi>(worker));
  } finally {
    worker.terminate();
  }
}

// One import's steps for the dialog (docs/decisions/orders.md "Orders in bulk"): the file read and checked in
// the orders worker, then its good rows queued (queue-import.ts). Each step's time is a performance entry,
// read by the bench (tests/bench/orders-import.ts).
import { useCallback, useRef, useState } from 'react';
import { proxy } from 'comlink';
import type { ImportAnswer, ImportPhase, ImportPreview } from '../../../../workers/orders.worker';
import { withOrdersWorker } from './orders-worker';
import { queueImport, type QueuedImport } from './queue-import';

export const IMPORT_PREVIEW_MEASURE = 'orders-import-preview';
export const IMPORT_QUEUE_MEASURE = 'orders-import-queue';

export type ImportState =
  | { kind: 'idle' }
  | { kind: 'reading'; fileName: string; phase: ImportPhase; done: number; total: number }
  | { kind: 'preview'; fileName: string; preview: Extract<ImportPreview, { kind: 'checked' }> }
  | { kind: 'refused'; fileName: string; preview: Extract<ImportPreview, { kind: 'refused' }> }
  | { kind: 'queueing'; fileName: string; done: number; total: number }
  | { kind: 'done'; fileName: string; result: QueuedImport }
  | { kind: 'failed'; fileName: string; message: string };

export function useOrderImport() {
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  /** Each file's number: a file chosen while another is read makes the first one's answer stale. */
  const run = useRef(0);

  const choose = useCallback(async (file: File) => {
    const mine = ++run.current;
    const fileName = file.name;
    const started = performance.now();
    setState({ kind: 'reading', fileName, phase: 'read', done: 0, total: 0 });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const onProgress = (phase: ImportPhase, done: number, total: number) =>
        mine === run.current && setState({ kind: 'reading', fileName, phase, done, total });
      const preview = await withOrdersWorker<ImportAnswer>((worker) => worker.preview(bytes, proxy(onProgress)));
      if (mine !== run.current) return;
      performance.measure(IMPORT_PREVIEW_MEASURE, { start: started, detail: { rows: preview.kind === 'checked' ? preview.rows : 0 } });
      setState(preview.kind === 'checked' ? { kind: 'preview', fileName, preview } : { kind: 'refused', fileName, preview });
    } catch (error) {
      if (mine === run.current) setState({ kind: 'failed', fileName, message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  const queue = useCallback(async () => {
    if (state.kind !== 'preview') return;
    const { fileName, preview } = state;
    const mine = ++run.current;
    const started = performance.now();
    setState({ kind: 'queueing', fileName, done: 0, total: preview.good.length });
    try {
      const result = await queueImport(preview.good, (done, total) => mine === run.current && setState({ kind: 'queueing', fileName, done, total }));
      performance.measure(IMPORT_QUEUE_MEASURE, { start: started, detail: { rows: result.queued } });
      setState({ kind: 'done', fileName, result });
    } catch (error) {
      setState({ kind: 'failed', fileName, message: error instanceof Error ? error.message : String(error) });
    }
  }, [state]);

  /** Back to choosing a file; a queueing under way goes on (its batches are whole either way). */
  const reset = useCallback(() => {
    if (state.kind === 'queueing') return;
    run.current++;
    setState({ kind: 'idle' });
  }, [state.kind]);

  return { state, choose, queue, reset };
}

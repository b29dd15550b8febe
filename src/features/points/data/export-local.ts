// The offline Excel export: the points worker builds the .xlsx from its catalog (workers/points/export-xlsx.ts)
// while this module keeps the one running export's state for the page. The state lives here, not in the tab,
// so switching to the list or the map while it runs does not lose it, and the file is still saved at the end.
import { useSyncExternalStore } from 'react';
import { proxy } from 'comlink';
import type { PointFilter, PointSort } from '../../../contract/point-filter';
import type { ExportProgress, ExportTexts } from '../../../../workers/points/export-xlsx';
import { exportFileName } from './export-file-name';
import { saveBlob } from '../../../lib/save-blob';
import { pointsWorker } from './points-client';

export type LocalExportState =
  | { kind: 'idle' }
  /** phase 'start' until the worker reports (it loads SheetJS and filters first). */
  | { kind: 'running'; phase: 'start' | ExportProgress['phase']; done: number; total: number; startedAt: number }
  | { kind: 'done'; rows: number; bytes: number; ms: number; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** Performance entry from the click to the file handed to the browser (read by `npm run bench`). */
export const LOCAL_EXPORT_MEASURE = 'points-export-xlsx';

let state: LocalExportState = { kind: 'idle' };
/** Each run's number: a cancelled run's late answers carry an old one and are ignored. */
let run = 0;
const listeners = new Set<() => void>();

const set = (next: LocalExportState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLocalExport = (): LocalExportState => useSyncExternalStore(subscribe, () => state);

/** Builds the sheet of the filter in the worker and saves it; one export at a time. */
export async function startLocalExport(filter: PointFilter, sort: PointSort, texts: ExportTexts): Promise<void> {
  if (state.kind === 'running') return;
  const mine = ++run;
  const started = performance.now();
  const startedAt = Date.now();
  let total = 0;
  set({ kind: 'running', phase: 'start', done: 0, total: 0, startedAt });
  const onProgress = (progress: ExportProgress): boolean => {
    if (mine !== run) return false;
    total = progress.total;
    set({ kind: 'running', phase: progress.phase, done: progress.done, total, startedAt });
    return true;
  };
  try {
    const file = await pointsWorker().exportXlsx(filter, sort, texts, proxy(onProgress));
    if (mine !== run || !file) return;
    const fileName = exportFileName(filter, new Date());
    saveBlob(file, fileName);
    performance.measure(LOCAL_EXPORT_MEASURE, { start: started, detail: { rows: total, bytes: file.size } });
    set({ kind: 'done', rows: total, bytes: file.size, ms: performance.now() - started, fileName });
  } catch (error) {
    if (mine === run) set({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

/** Stops at once for the page; the worker stops at its next progress report (it cannot interrupt SheetJS
 *  while that writes the file, so a cancel in the last seconds only throws the finished bytes away). */
export function cancelLocalExport(): void {
  if (state.kind !== 'running') return;
  run++;
  set({ kind: 'cancelled' });
}

/** Back to the start screen (after a result was read, or when the filter changed). */
export function resetLocalExport(): void {
  if (state.kind !== 'running') set({ kind: 'idle' });
}

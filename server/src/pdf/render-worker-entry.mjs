// Entry of the PDF pool's worker threads. Plain JS on purpose: a worker starts a fresh Node without the
// TypeScript loader the server runs under (tsx, or vitest in tests), so it registers tsx itself and then
// loads the typed worker, once per thread (its fonts with it). The bytes are marked to be moved here:
// tsImport loads its own copy of tinypool, whose mark the pool's copy would not know.
import { Tinypool } from 'tinypool';
import { tsImport } from 'tsx/esm/api';

const { renderPdfTask } = await tsImport('./render-worker.ts', import.meta.url);
export default async (task) => Tinypool.move(await renderPdfTask(task));

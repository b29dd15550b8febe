// Entry of the export worker thread. Plain JS on purpose: a worker starts a fresh Node without the
// TypeScript loader the server runs under (tsx, or vitest in tests), so it registers tsx itself and then
// loads the typed worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./export-worker.ts', import.meta.url);

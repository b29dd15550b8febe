// What the export runner (main thread) and its worker (export-worker.ts) tell each other.
import type { Lang } from '../lib/texts';

export type ExportTask = {
  /** The SQLite file: the worker reads it through its own read-only connection. */
  dbFile: string;
  filter: string;
  lang: Lang;
  /** Rows per progress message. */
  chunk: number;
  /** Where to write the .xlsx (points/export-files.ts). */
  file: string;
};

export type ExportMessage =
  | { kind: 'progress'; done: number }
  /** The file is written: its rows and size, and where the time went. */
  | { kind: 'done'; rows: number; bytes: number; buildMs: number; writeMs: number };

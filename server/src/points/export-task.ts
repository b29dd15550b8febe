// What the export runner (main thread) and its worker (export-worker.ts) tell each other.
import type { DatabasePlace } from '../db/sql/database-place';
import type { Lang } from '../lib/texts';

export type ExportTask = {
  /** Where the worker opens its own connection. */
  database: DatabasePlace;
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

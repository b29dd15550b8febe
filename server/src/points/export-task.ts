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
};

export type ExportMessage =
  | { kind: 'progress'; done: number }
  /** The file is made: its rows and bytes, and where the time went. */
  | { kind: 'done'; rows: number; file: Uint8Array; buildMs: number; writeMs: number };

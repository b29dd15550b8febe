// Builds one point export's .xlsx in a worker thread (points/export-runner.ts starts it): reads the
// filtered points through its own read-only connection in one pass, adds them to the sheet a chunk at a
// time (reporting progress), makes the file with SheetJS's one XLSX.write call, which takes seconds for
// 100,000 rows, and writes it beside the database. Here none of that holds up the API's event loop.
// Runs only as a worker entry.
import * as XLSX from '@e965/xlsx';
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { POINTS_WITH_DOCS, pointWhere, whereSql } from '../db/repos/point-list';
import { EXPORT_SELECT, exportHeader, exportRow, exportSheetName } from './export-sheet';
import type { ExportMessage, ExportTask } from './export-task';

const task = workerData as ExportTask;
const post = (message: ExportMessage) => parentPort!.postMessage(message);

const db = new Database(task.dbFile, { readonly: true, fileMustExist: true });
try {
  const started = performance.now();
  const { sql, params } = whereSql(pointWhere(task.filter));
  const rows = db.prepare(`SELECT ${EXPORT_SELECT} FROM ${POINTS_WITH_DOCS} ${sql} ORDER BY points.seq`).raw(true);
  const sheet = XLSX.utils.aoa_to_sheet([exportHeader(task.lang)], { dense: true });
  let chunk: unknown[][] = [];
  let done = 0;
  const flush = () => {
    XLSX.utils.sheet_add_aoa(sheet, chunk, { origin: -1 });
    done += chunk.length;
    chunk = [];
    post({ kind: 'progress', done });
  };
  for (const row of rows.iterate(...params) as Iterable<unknown[]>) {
    chunk.push(exportRow(row));
    if (chunk.length === task.chunk) flush();
  }
  if (chunk.length) flush();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, exportSheetName(task.lang));
  const built = performance.now();
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  const written = performance.now();
  mkdirSync(dirname(task.file), { recursive: true, mode: 0o700 });
  writeFileSync(task.file, file, { mode: 0o600 }); // like every file of the data directory
  post({ kind: 'done', rows: done, bytes: file.length, buildMs: Math.round(built - started), writeMs: Math.round(written - built) });
} finally {
  db.close();
}

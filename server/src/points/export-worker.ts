// Builds one point export's .xlsx in a worker thread (points/export-runner.ts starts it): reads the
// filtered points through a connection of its own, in list order, a page at a time inside one read-only
// snapshot (so the file is one moment's list, on SQLite and PostgreSQL alike), adds each page to the sheet
// (reporting progress), makes the file with SheetJS's one XLSX.write call, which takes seconds for 100,000
// rows, and hands its bytes to the runner, which stores them. Here none of that holds up the API's event loop.
// Runs only as a worker entry.
import * as XLSX from '@e965/xlsx';
import { sql } from 'kysely';
import { parentPort, workerData } from 'node:worker_threads';
import { POINTS_WITH_DOCS, pointWhere } from '../db/repos/point-list';
import { openReader } from '../db/sql/database-place';
import { whereClause } from '../db/sql/where';
import { EXPORT_SELECT, exportHeader, exportRow, exportSheetName, exportValues } from './export-sheet';
import type { ExportMessage, ExportTask } from './export-task';

const task = workerData as ExportTask;
const post = (message: ExportMessage) => parentPort!.postMessage(message);

const db = openReader(task.database);
try {
  const started = performance.now();
  const sheet = XLSX.utils.aoa_to_sheet([exportHeader(task.lang)], { dense: true });
  const filter = pointWhere(task.filter);
  let done = 0;
  await db.tx(async (tx) => {
    // Keyset pages by points.seq: each one a cheap index range, however far into the list.
    for (let after = -1; ;) {
      const where = whereClause(db.dialect, [...filter, { sql: 'points.seq > ?', params: [after] }]);
      const page = await tx.all(sql<Record<string, unknown> & { seq: number }>`
        SELECT points.seq AS seq, ${EXPORT_SELECT} FROM ${sql.raw(POINTS_WITH_DOCS)} ${where} ORDER BY points.seq LIMIT ${task.chunk}`);
      if (!page.length) break;
      XLSX.utils.sheet_add_aoa(sheet, page.map((row) => exportRow(exportValues(row))), { origin: -1 });
      done += page.length;
      post({ kind: 'progress', done });
      if (page.length < task.chunk) break;
      after = page.at(-1)!.seq;
    }
  }, { readOnly: true, isolation: 'repeatable read' });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, exportSheetName(task.lang));
  const built = performance.now();
  const file = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  const written = performance.now();
  // Moved, not copied: the file can be tens of MB.
  const message: ExportMessage = { kind: 'done', rows: done, file: new Uint8Array(file), buildMs: Math.round(built - started), writeMs: Math.round(written - built) };
  parentPort!.postMessage(message, [file]);
} finally {
  await db.close();
}

// The operations shown, as an .xlsx file (SheetJS, loaded with the first export): date, type, description,
// order, amount and balance after, the headers in the user's language. A company's history is thousands of
// short rows at most: made on the page, in one go.
import type { OperationRow } from './use-operations';
import { saveBlob } from '../../../lib/save-blob';

export type OperationSheetTexts = { sheet: string; headers: string[]; typeName: (row: OperationRow) => string; fileName: string };

export async function exportOperations(rows: OperationRow[], texts: OperationSheetTexts): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const body = rows.map((row) => [new Date(row.created), texts.typeName(row), row.description, row.orderId ?? row.invoiceId ?? '', row.amount, row.balanceAfter]);
  const sheet = XLSX.utils.aoa_to_sheet([texts.headers, ...body], { cellDates: true });
  sheet['!cols'] = [{ wch: 20 }, { wch: 24 }, { wch: 24 }, { wch: 38 }, { wch: 12 }, { wch: 14 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, texts.sheet);
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  saveBlob(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), texts.fileName);
}

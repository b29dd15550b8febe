// The import template as a download (docs/decisions/orders.md "Orders in bulk"), built in the orders worker.
import type { ImportLanguage } from '../../../contract/order-import';
import type { TemplateExample, TemplateFormat } from '../../../../workers/orders/template';
import { saveBlob } from '../../../lib/save-blob';
import { withOrdersWorker } from './orders-worker';

export async function downloadTemplate(format: TemplateFormat, lang: ImportLanguage, example: TemplateExample, sheetName: string, fileName: string): Promise<void> {
  const file = await withOrdersWorker((worker) => worker.template(format, lang, example, sheetName));
  saveBlob(file, `${fileName}.${format}`);
}

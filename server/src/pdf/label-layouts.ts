// The labels file in either format (docs/decisions/orders.md, "Labels"): `a6`, one 100x150 mm page per label
// for thermal printers; `a4x4`, A4 sheets of four labels (left to right, top to bottom) for office printers,
// with dashed cut lines between them. Four 100x150 mm labels are taller than A4 (300 mm > 297 mm), so a label
// there takes its quarter of the sheet, 105x148.5 mm, and draws to that box. One file either way.
import type { LabelFormat } from '../../../src/contract';
import type { Lang } from '../lib/texts';
import { drawLabel, type LabelBox } from './label-pdf';
import { renderPdf, type Pdf } from './pdf-document';
import type { PrintOrder } from './print-order';

const MM = 72 / 25.4;
/** 100x150 mm, in points. */
export const THERMAL_LABEL_SIZE: [number, number] = [100 * MM, 150 * MM];
export const LABELS_PER_SHEET = 4;

/** The four quarters of a page, in the order labels fill them. */
export function sheetBoxes(pageWidth: number, pageHeight: number): LabelBox[] {
  const width = pageWidth / 2;
  const height = pageHeight / 2;
  return [0, 1, 2, 3].map((i) => ({ x: (i % 2) * width, y: Math.floor(i / 2) * height, width, height }));
}

function cutLines(doc: Pdf): void {
  const { width, height } = doc.page;
  doc.save().lineWidth(0.5).strokeColor('#888888').dash(4, { space: 3 });
  doc.moveTo(width / 2, 0).lineTo(width / 2, height).stroke();
  doc.moveTo(0, height / 2).lineTo(width, height / 2).stroke();
  doc.restore().undash();
}

const title = (orders: PrintOrder[]) => `Labels ${orders.map((o) => o.number).join(', ').slice(0, 200)}`;

export function labelsPdf(orders: PrintOrder[], lang: Lang, format: LabelFormat): Promise<Buffer> {
  if (format === 'a4x4') {
    return renderPdf({ size: 'A4', margin: 0, title: title(orders) }, (doc) => {
      orders.forEach((o, i) => {
        const slot = i % LABELS_PER_SHEET;
        if (slot === 0) {
          doc.addPage();
          cutLines(doc);
        }
        drawLabel(doc, o, lang, sheetBoxes(doc.page.width, doc.page.height)[slot]!);
      });
    });
  }
  return renderPdf({ size: THERMAL_LABEL_SIZE, margin: 0, title: title(orders) }, (doc) => {
    for (const o of orders) {
      doc.addPage();
      drawLabel(doc, o, lang, { x: 0, y: 0, width: doc.page.width, height: doc.page.height });
    }
  });
}

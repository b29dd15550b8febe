// One shipping label drawn into its box on a page (a whole 100x150 mm page, or a quarter of an A4 sheet:
// label-layouts.ts). It shows the delivery service, our order number, the barcode as Code 128 bars, the
// recipient, sender, weight, places and cash on delivery. Long texts are cut to their box so a label never
// spills out of it.
import { text, type Lang } from '../lib/texts';
import { code128Widths } from './code128';
import type { Pdf } from './pdf-document';
import { formatKg, formatMoney } from './pdf-format';
import type { PrintOrder } from './print-order';

/** Where a label goes on its page, in points from the page's top left. */
export type LabelBox = { x: number; y: number; width: number; height: number };

const MARGIN = 14;
const BARCODE_HEIGHT = 58;

function barcode(doc: Pdf, data: string, x: number, y: number, maxWidth: number): void {
  const widths = code128Widths(data);
  const modules = widths.reduce((a, b) => a + b, 0);
  // Ten modules of quiet zone on each side, which scanners need.
  const module = Math.min(2, maxWidth / (modules + 20));
  let cursor = x + (maxWidth - modules * module) / 2;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cursor, y, w * module, BARCODE_HEIGHT);
    cursor += w * module;
  });
  doc.fill('#000000');
}

/** Draws the label inside `at`, which it never leaves: every text has a height it is cut to. */
export function drawLabel(doc: Pdf, o: PrintOrder, lang: Lang, at: LabelBox): void {
  const left = at.x + MARGIN;
  const width = at.width - 2 * MARGIN;
  const box = (s: string, font: 'regular' | 'bold' | 'condensed', size: number, height: number) => {
    doc.font(font).fontSize(size).text(s, left, doc.y, { width, height, ellipsis: true });
  };
  doc.fillColor('#000000').strokeColor('#000000').undash();
  doc.y = at.y + MARGIN;
  box(o.providerName, 'bold', 16, 20);
  box(o.tariffName, 'condensed', 8, 11);
  doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).lineWidth(0.8).stroke();
  doc.y += 6;
  box(`${text('pdfOrder', lang)} ${o.number}`, 'bold', 14, 18);
  box(`${text('pdfClientNumber', lang)}: ${o.clientNumber}`, 'regular', 8, 11);
  const barY = doc.y + 4;
  barcode(doc, o.barcode, left, barY, width);
  doc.font('condensed').fontSize(9).text(o.barcode, left, barY + BARCODE_HEIGHT + 2, { width, align: 'center', height: 12 });
  doc.y = barY + BARCODE_HEIGHT + 18;
  box(text('pdfRecipient', lang), 'bold', 8, 11);
  box(o.recipientName, 'bold', 11, 15);
  box(o.recipientPhone, 'regular', 10, 13);
  box(o.recipientAddress, 'regular', 9, 34);
  if (o.pointOutId) box(text('pdfPointOut', lang, { point: o.pointOutId }), 'regular', 8, 11);
  doc.y += 4;
  box(text('pdfSender', lang), 'bold', 8, 11);
  box(`${o.senderName}, ${o.senderAddress}`, 'condensed', 8, 22);
  doc.y = at.y + at.height - MARGIN - 34;
  doc.moveTo(left, doc.y - 4).lineTo(left + width, doc.y - 4).lineWidth(0.8).stroke();
  box(`${text('pdfWeight', lang, { weight: formatKg(o.weightGrams, lang) })}    ${text('pdfPlaces', lang, { places: o.places })}`, 'bold', 10, 14);
  if (o.codCost > 0) box(text('pdfCod', lang, { amount: formatMoney(o.codCost, lang) }), 'bold', 10, 14);
}

// A handover act (waybill) for one delivery service: who hands over to whom, a table of that service's
// parcels (continued on further pages with the header repeated), totals, and signature lines for the
// sender and the courier. A4 landscape, so the table fits a row per parcel.
import { text, type Lang, type TextKey } from '../lib/texts';
import { renderPdf, type Pdf } from './pdf-document';
import { formatDate, formatKg, formatMoney } from './pdf-format';
import type { PrintOrder } from './print-order';

const MARGIN = 36;
const ROW = 16;
const SIGNATURES_HEIGHT = 110;

type Column = { title: TextKey | '#'; width: number; align?: 'right'; cell: (o: PrintOrder, i: number, lang: Lang) => string };

const COLUMNS: Column[] = [
  { title: '#', width: 28, align: 'right', cell: (_o, i) => String(i + 1) },
  { title: 'waybillColNumber', width: 78, cell: (o) => o.number },
  { title: 'waybillColClientNumber', width: 92, cell: (o) => o.clientNumber },
  { title: 'waybillColProviderNumber', width: 106, cell: (o) => o.providerNumber ?? '' },
  { title: 'waybillColRecipient', width: 150, cell: (o) => o.recipientName },
  { title: 'waybillColCity', width: 100, cell: (o) => o.recipientCity },
  { title: 'waybillColPlaces', width: 36, align: 'right', cell: (o) => String(o.places) },
  { title: 'waybillColWeight', width: 52, align: 'right', cell: (o, _i, lang) => formatKg(o.weightGrams, lang) },
  { title: 'waybillColAssessed', width: 64, align: 'right', cell: (o, _i, lang) => formatMoney(o.assessedCost, lang) },
  { title: 'waybillColCod', width: 64, align: 'right', cell: (o, _i, lang) => formatMoney(o.codCost, lang) },
];

/** Cuts a cell's text to its column, with an ellipsis, so a row stays one line high. */
function fit(doc: Pdf, s: string, width: number): string {
  if (doc.widthOfString(s) <= width) return s;
  let cut = s;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function row(doc: Pdf, cells: string[], y: number, font: 'regular' | 'bold' | 'condensed', shade: boolean): void {
  let x = MARGIN;
  const total = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  if (shade) doc.rect(MARGIN, y, total, ROW).fill('#eeeeee');
  doc.fillColor('#000000').font(font).fontSize(7.5);
  COLUMNS.forEach((col, i) => {
    doc.text(fit(doc, cells[i] ?? '', col.width - 6), x + 3, y + 4, { width: col.width - 6, align: col.align ?? 'left', lineBreak: false });
    x += col.width;
  });
  doc.moveTo(MARGIN, y + ROW).lineTo(MARGIN + total, y + ROW).lineWidth(0.4).stroke('#999999');
}

function signatures(doc: Pdf, y: number, lang: Lang): void {
  const half = (doc.page.width - 2 * MARGIN) / 2;
  for (const [i, key] of (['waybillHandedOver', 'waybillAccepted'] as const).entries()) {
    const x = MARGIN + i * half;
    doc.fillColor('#000000').font('bold').fontSize(10).text(text(key, lang), x, y, { width: half - 20, lineBreak: false });
    doc.moveTo(x, y + 46).lineTo(x + half - 40, y + 46).lineWidth(0.6).stroke('#000000');
    doc.font('regular').fontSize(7).text(text('waybillSignature', lang), x, y + 50, { width: half - 40, lineBreak: false });
  }
}

export type WaybillHeader = { actNumber: string; company: string; providerName: string; date: number };

export function waybillPdf(h: WaybillHeader, orders: PrintOrder[], lang: Lang): Promise<Buffer> {
  return renderPdf({ size: 'A4', layout: 'landscape', margin: MARGIN, title: text('waybillTitle', lang, { number: h.actNumber }) }, (doc) => {
    const bottom = () => doc.page.height - MARGIN;
    const header = (at: number) => row(doc, COLUMNS.map((c) => (c.title === '#' ? '#' : text(c.title, lang))), at, 'bold', true);
    doc.addPage();
    doc.font('bold').fontSize(14).text(text('waybillTitle', lang, { number: h.actNumber }), MARGIN, MARGIN);
    doc.font('regular').fontSize(9).text(text('waybillDate', lang, { date: formatDate(h.date, lang) }));
    doc.moveDown(0.3).text(text('waybillIntro', lang, { company: h.company, provider: h.providerName }));
    doc.moveDown(0.6);
    const top = doc.y;
    header(top);
    let y = top + ROW;
    orders.forEach((o, i) => {
      if (y + ROW > bottom()) {
        doc.addPage();
        header(MARGIN);
        y = MARGIN + ROW;
      }
      row(doc, COLUMNS.map((c) => c.cell(o, i, lang)), y, 'condensed', false);
      y += ROW;
    });
    const weight = orders.reduce((sum, o) => sum + o.weightGrams, 0);
    const places = orders.reduce((sum, o) => sum + o.places, 0);
    if (y + 24 + SIGNATURES_HEIGHT > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    doc.fillColor('#000000').font('bold').fontSize(9)
      .text(text('waybillTotal', lang, { orders: orders.length, places, weight: formatKg(weight, lang) }), MARGIN, y + 8, { lineBreak: false });
    signatures(doc, y + 40, lang);
  });
}

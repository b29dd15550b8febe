// What the PDF worker thread is asked to draw: plain data gathered on the main thread (which owns the
// database), so the worker needs nothing but the drawing code and its fonts.
import type { LabelFormat } from '../../../src/contract';
import type { Lang } from '../lib/texts';
import type { PrintOrder } from './print-order';
import type { WaybillHeader } from './waybill-pdf';

export type PdfTask =
  | { kind: 'labels'; orders: PrintOrder[]; lang: Lang; format: LabelFormat }
  | { kind: 'waybill'; header: WaybillHeader; orders: PrintOrder[]; lang: Lang };

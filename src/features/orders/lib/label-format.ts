// The labels dialog's pure rules (docs/decisions/orders.md, "Labels"): the remembered format read back
// safely, and whether the PDF goes to the print dialog or is saved, by the kind of device.
import { DEFAULT_LABEL_FORMAT, LABEL_FORMATS, type LabelFormat } from '../../../contract/order-constants';

/** A stored value read back: anything but a known format (nothing yet, an old or a tampered value) is A6. */
export function parseLabelFormat(stored: unknown): LabelFormat {
  return LABEL_FORMATS.find((f) => f === stored) ?? DEFAULT_LABEL_FORMAT;
}

export type LabelOutput = 'print' | 'download';

/** A phone (a touch screen that is also narrow) saves the PDF: its browsers print a PDF in a frame badly or not
 *  at all, and its share sheet prints from the file. Everything else opens the print dialog, a touch laptop
 *  or a tablet included, and a narrow desktop window. */
export function labelOutput(device: { coarsePointer: boolean; narrow: boolean }): LabelOutput {
  return device.coarsePointer && device.narrow ? 'download' : 'print';
}

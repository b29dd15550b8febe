// The pages of a PDF as pdfkit writes it: each page object is a plain dictionary (only content streams are
// compressed), so its /MediaBox can be read from the text. Enough to check page count and size in the server
// tests and the end-to-end ones.
export type PdfPage = { width: number; height: number };

export function pdfPages(pdf: Buffer): PdfPage[] {
  return pdf.toString('latin1').split(/\bendobj\b/)
    .filter((object) => /\/Type \/Page\b/.test(object))
    .map((object) => {
      const box = /\/MediaBox \[([\d.\s-]+)\]/.exec(object);
      if (!box) throw new Error('a page without /MediaBox');
      const [x0, y0, x1, y1] = box[1]!.trim().split(/\s+/).map(Number) as [number, number, number, number];
      return { width: x1 - x0, height: y1 - y0 };
    });
}

// A PDF document with our fonts, collected into a Buffer. DejaVu (npm dejavu-fonts-ttf) covers Cyrillic,
// which the PDF standard fonts do not; pdfkit embeds only the glyphs used, so files stay small.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
// Read once per thread (each PDF worker, pdf-pool.ts), not from disk for every document.
const FONTS = {
  regular: font('DejaVuSans.ttf'),
  bold: font('DejaVuSans-Bold.ttf'),
  condensed: font('DejaVuSansCondensed.ttf'),
} as const;
export type FontName = keyof typeof FONTS;

export type Pdf = PDFKit.PDFDocument;

/** `size`: a named paper size, or [width, height] in points. */
type PdfOptions = { size: 'A4' | 'A6' | [number, number]; layout?: 'portrait' | 'landscape'; margin: number; title: string };

/** Draws with `draw`, then resolves to the finished file. */
export function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size,
    layout: options.layout ?? 'portrait',
    margin: options.margin,
    autoFirstPage: false,
    info: { Title: options.title, Producer: 'Parcel Console', Creator: 'Parcel Console' },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake as every PDF of the product is drawn (lib/pdf.ts renderPdf, on the PDF thread or here).
// The PDF standard fonts need no font files and keep rendering fast; they cover the Latin-1
// letters of Filipino names (ñ, é…).
pdfmake.setFonts({
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
  Times: { normal: 'Times-Roman', bold: 'Times-Bold', italics: 'Times-Italic', bolditalics: 'Times-BoldItalic' },
});
// Documents are built from our own data: no image or font is ever fetched from a URL or read from disk by name.
pdfmake.setUrlAccessPolicy(() => false);
// The standard fonts are named, not read from disk, yet pdfmake asks the policy about their names.
const STANDARD_FONTS = new Set([
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
]);
pdfmake.setLocalAccessPolicy((name) => STANDARD_FONTS.has(name));

/** pdfmake's drawing of a complete definition, on whichever thread calls it (lib/pdf.ts decides which). */
export async function drawPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

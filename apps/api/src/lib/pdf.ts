import pdfmake from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

// One way to print: every CSC form and certificate is a pdfmake document rendered here.
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

export type PdfDocument = TDocumentDefinitions;
export type { Content };

/** Renders a document definition to the bytes of a PDF. */
export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    pageSize: 'LEGAL',
    pageMargins: [28, 28, 28, 28],
    ...doc,
    defaultStyle: { font: 'Helvetica', fontSize: 8, ...(doc.defaultStyle ?? {}) },
    info: { creator: 'University HRIS', producer: 'University HRIS', ...(doc.info ?? {}) },
  };
  return pdfmake.createPdf(definition).getBuffer();
}

/** Dates on forms read as the CSC prints them: mm/dd/yyyy. */
export function formDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** Centavos as pesos on a form: 12,345.67. */
export function pesos(centavos: number | null | undefined): string {
  if (centavos == null) return '';
  return (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The university's letterhead, used on certificates and the service record. */
export function letterhead(lines: { university: string; campus?: string | null; office?: string | null }): Content {
  return {
    stack: [
      { text: 'Republic of the Philippines', alignment: 'center', fontSize: 9 },
      { text: lines.university.toUpperCase(), alignment: 'center', bold: true, fontSize: 12 },
      ...(lines.campus ? [{ text: lines.campus, alignment: 'center' as const, fontSize: 9 }] : []),
      ...(lines.office
        ? [
            {
              text: lines.office.toUpperCase(),
              alignment: 'center' as const,
              bold: true,
              fontSize: 10,
              margin: [0, 6, 0, 0] as [number, number, number, number],
            },
          ]
        : []),
    ],
    margin: [0, 0, 0, 12],
  };
}

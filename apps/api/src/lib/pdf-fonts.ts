import { createRequire } from 'node:module';
import path from 'node:path';

// The one font of every PDF: Arimo, embedded (pdfkit keeps only the glyphs a document uses). The PDF standard fonts
// need no file but encode only Latin-1: no peso sign (₱), no letter of a name beyond it. Arimo has both and the widths
// of Helvetica, so the forms laid out for Helvetica keep their lines and columns. The TTF files are read from the npm
// package's folder, from the sources and from the built server (dist/ resolves the same node_modules) alike.
const require = createRequire(import.meta.url);
const ARIMO = path.dirname(require.resolve('@expo-google-fonts/arimo/package.json'));
const file = (style: string) => path.join(ARIMO, style, `Arimo_${style}.ttf`);

/** The font's name in a pdfmake definition (`defaultStyle.font`). */
export const FORM_FONT = 'Arimo';

/** Its four files as pdfmake names them. */
export const FORM_FONT_FILES = {
  normal: file('400Regular'),
  bold: file('700Bold'),
  italics: file('400Regular_Italic'),
  bolditalics: file('700Bold_Italic'),
} as const;

/** The names a pdfkit drawing (the DTR, the count sheet) uses for the same files once `useFormFonts` registered them. */
export type FormFont = 'Form' | 'Form-Bold' | 'Form-Italic' | 'Form-BoldItalic';

/** Registers the form font's four styles on a pdfkit document and starts it in the regular one. */
export function useFormFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  doc.registerFont('Form', FORM_FONT_FILES.normal);
  doc.registerFont('Form-Bold', FORM_FONT_FILES.bold);
  doc.registerFont('Form-Italic', FORM_FONT_FILES.italics);
  doc.registerFont('Form-BoldItalic', FORM_FONT_FILES.bolditalics);
  return doc.font('Form');
}

/** pdfkit options that keep the standard Helvetica out of a document: it would otherwise be its first font. */
export const WITHOUT_STANDARD_FONT = { font: null as unknown as string };

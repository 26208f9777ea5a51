import { fileURLToPath } from 'node:url';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { drawPdf } from './pdf-draw';
import { FORM_FONT } from './pdf-fonts';
import { workerThread } from './worker-thread';

// One way to print: every CSC form and certificate is a pdfmake document rendered here. Drawing is synchronous work
// (5,000 payslips take about 20 s): in the built server it runs on a worker thread (lib/pdf-worker.ts, bundled as
// dist/pdf-worker.js beside server.js), so the other users' requests are answered meanwhile. Run from the sources (the
// tests), or for a definition that cannot be passed to a thread (one holding a function), it is drawn here.

export type PdfDocument = TDocumentDefinitions;
export type { Content };

/**
 * Renders a document definition to the bytes of a PDF. `onProgress` hears the share of the pages drawn (0–1, at most
 * each percent), for long work's bar; pdfmake lays the pages out first, then draws them.
 */
export async function renderPdf(doc: PdfDocument, onProgress?: (fraction: number) => void): Promise<Buffer> {
  const definition: TDocumentDefinitions = {
    pageSize: 'LEGAL',
    pageMargins: [28, 28, 28, 28],
    ...doc,
    defaultStyle: { fontSize: 8, ...(doc.defaultStyle ?? {}), font: FORM_FONT },
    info: { creator: 'University HRIS', producer: 'University HRIS', ...(doc.info ?? {}) },
  };
  return (await drawOnWorker(definition, onProgress)) ?? drawPdf(definition, onProgress);
}

const onThread = workerThread(fileURLToPath(new URL('./pdf-worker.js', import.meta.url)), 'The PDF could not be drawn.');

/** The PDF drawn on the worker thread, or null when there is none (the sources) or the definition cannot travel to it. */
async function drawOnWorker(definition: TDocumentDefinitions, onProgress?: (fraction: number) => void): Promise<Buffer | null> {
  const answer = onThread({ definition, progress: onProgress !== undefined }, [], onProgress);
  if (!answer) return null; // the sources, or a definition holding a function: drawn on this thread
  const bytes = (await answer) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Dates on forms read as the CSC prints them: mm/dd/yyyy. */
export function formDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** Centavos as pesos in a form's amount column, whose heading says they are pesos: 12,345.67. */
export function pesos(centavos: number | null | undefined): string {
  if (centavos == null) return '';
  return (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Centavos as a peso amount where the form writes the sign (a salary, a net pay, a certified total): ₱12,345.67. */
export function peso(centavos: number | null | undefined): string {
  if (centavos == null) return '';
  return centavos < 0 ? `-₱${pesos(-centavos)}` : `₱${pesos(centavos)}`;
}

/**
 * An office's own header (SPEC.md §2 /department/header/setting): its name lines, the address line under them and its
 * logo (png or jpeg bytes). modules/departments `officeHeaderOf` resolves it (the office's, else the nearest above).
 */
export type OfficeHeader = { lines: string[]; address?: string | null; logo?: Buffer | null };

const LOGO_SIZE = 54;

/** A logo's bytes as the data URL pdfmake draws (png or jpeg, as the upload check let in), or null for anything else. */
export function logoDataUrl(bytes: Buffer | null | undefined): string | null {
  if (!bytes || bytes.length < 4) return null;
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return `data:image/png;base64,${bytes.toString('base64')}`;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return `data:image/jpeg;base64,${bytes.toString('base64')}`;
  return null;
}

/** The header's lines, centred: the second (the university's name) in capitals and bold, the last (the office) bold, then the address. */
export function officeHeaderLines(header: OfficeHeader): Content[] {
  const last = header.lines.length - 1;
  return [
    ...header.lines.map((line, i): Content => {
      if (i === 1) return { text: line.toUpperCase(), bold: true, fontSize: 12, alignment: 'center' };
      if (i === last && i > 1) return { text: line, bold: true, fontSize: 10, alignment: 'center' };
      return { text: line, fontSize: 9, alignment: 'center' };
    }),
    ...(header.address ? [{ text: header.address, fontSize: 8, alignment: 'center' as const, margin: [0, 2, 0, 0] as [number, number, number, number] }] : []),
  ];
}

/** The office's header: its lines centred, the logo at the left (and as much room at the right, so the lines stay centred). */
export function officeHeaderBlock(header: OfficeHeader): Content {
  const logo = logoDataUrl(header.logo);
  return {
    columns: [
      logo ? { width: LOGO_SIZE, image: logo, fit: [LOGO_SIZE, LOGO_SIZE] } : { width: LOGO_SIZE, text: '' },
      { width: '*', stack: officeHeaderLines(header) },
      { width: LOGO_SIZE, text: '' },
    ],
    columnGap: 6,
  };
}

/**
 * The letterhead at the top of certificates, forms and reports: the office's own header when the caller passes one
 * (`header`, from modules/departments officeHeaderOf), else the university's name lines as before.
 */
export function letterhead(lines: {
  university: string;
  campus?: string | null;
  office?: string | null;
  header?: OfficeHeader | null;
  /** The university's logo (modules/setup universityLogo), printed at the left of its lines when set. */
  logo?: Buffer | null;
}): Content {
  if (lines.header?.lines.length) return { stack: [officeHeaderBlock({ ...lines.header, logo: lines.header.logo ?? lines.logo })], margin: [0, 0, 0, 12] };
  if (logoDataUrl(lines.logo)) {
    const named = ['Republic of the Philippines', lines.university, ...(lines.campus ? [lines.campus] : []), ...(lines.office ? [lines.office] : [])];
    return { stack: [officeHeaderBlock({ lines: named, logo: lines.logo })], margin: [0, 0, 0, 12] };
  }
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

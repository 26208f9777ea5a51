import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MESSAGES, pictureTooLargeMessage } from '@hris/contracts';
import { AppError } from './app-error';

export type FileKind = 'pdf' | 'png' | 'jpeg';

/** The kind of a file judged from its first bytes, never from its name or the client's MIME type. */
export function detectFileKind(bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

export const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };
export const CONTENT_TYPE: Record<FileKind, string> = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' };

export type UploadRule = {
  kinds: readonly FileKind[];
  maxBytes: number;
  field?: string;
  /** The box a kept picture is scaled down into (never up), for a use that never shows it larger. */
  fit?: { width: number; height: number };
};

/** The first look at an upload (SPEC.md §5): size first, then type from the bytes, with the spec's messages; acceptUpload goes on from it. */
function checkUpload(bytes: Buffer, rule: UploadRule): FileKind {
  const field = rule.field ?? 'file';
  if (bytes.length > rule.maxBytes) throw AppError.validation(field, MESSAGES.fileTooLarge);
  const kind = detectFileKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) throw AppError.validation(field, MESSAGES.fileTypeNotAllowed);
  return kind;
}

/**
 * The one upload check every route uses (issue 37): the first look, then the whole file. A picture is
 * decoded and re-encoded, and only the re-encoded copy is kept; a PDF is parsed and refused when it
 * carries scripts or automatic actions. Answers the kind and the bytes to keep.
 */
export async function acceptUpload(bytes: Buffer, rule: UploadRule): Promise<{ kind: FileKind; bytes: Buffer }> {
  const kind = checkUpload(bytes, rule);
  const field = rule.field ?? 'file';
  if (kind === 'pdf') {
    await checkPdf(bytes, field);
    return { kind, bytes };
  }
  return { kind, bytes: await reencodePicture(bytes, kind, field, rule.fit) };
}

// ── Pictures ────────────────────────────────────────────────────────────────────────────────────

// The most a picture may have. The largest the product takes is a phone's photo of a document (a vaccination
// card): phones save 12 to 16 megapixels by default and about 4,000 pixels on the long side, so 40 megapixels
// and 10,000 pixels a side leave room for any real photo while refusing the "small file, huge picture" bombs
// (an 8000×8000 PNG of 186 KB is 256 MB once decoded). The size is read from the header before decoding.
const MAX_MEGAPIXELS = 40;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;
const MAX_SIDE = 10_000;

async function reencodePicture(bytes: Buffer, kind: 'png' | 'jpeg', field: string, fit: UploadRule['fit']): Promise<Buffer> {
  const unreadable = () => AppError.validation(field, MESSAGES.pictureUnreadable);
  // The header alone (nothing decoded yet): a picture declaring 20000×20000 is refused here, by its numbers.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw unreadable();
  if (header.width * header.height > MAX_PIXELS || header.width > MAX_SIDE || header.height > MAX_SIDE)
    throw AppError.validation(field, pictureTooLargeMessage(header.width, header.height, MAX_MEGAPIXELS, MAX_SIDE));
  // Decoding the whole picture proves it is one: a truncated file or one whose data is not an image fails
  // ('truncated'), and limitInputPixels stops the decoder itself at the same bound. Re-encoding keeps only
  // the pixels: EXIF (GPS position, camera), comments and anything after the image's end (the HTML of a
  // polyglot) are dropped, since sharp writes no metadata unless asked. The EXIF orientation is applied
  // first, so a phone's photo stays upright without it.
  let image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).rotate();
  if (fit) image = image.resize({ width: fit.width, height: fit.height, fit: 'inside', withoutEnlargement: true });
  image = kind === 'png' ? image.png() : image.jpeg({ quality: 90 });
  return image.toBuffer().catch(() => {
    throw unreadable();
  });
}

// ── PDFs ────────────────────────────────────────────────────────────────────────────────────────

// What lets a PDF act by itself when opened or clicked: scripts (/JavaScript, /JS), the action run on
// opening (/OpenAction), the actions of pages, fields and annotations (/AA) and starting a program
// (/Launch). None belongs in a scanned form or certificate. They are names in the PDF's dictionaries,
// which lie either in the file's text or, compressed, inside object streams (/Type /ObjStm): a byte
// search of the file alone misses the second kind, so each stream is inflated (zlib) and read too.
const ACTION_NAMES = new Set(['JS', 'JavaScript', 'OpenAction', 'AA', 'Launch']);
// The long names cannot appear by chance in binary data (a photo inside the PDF); they are looked for in
// every stream as well, so that an object hidden in a stream's bytes and reached through the xref is seen.
const LONG_ACTION_NAMES = new Set(['JavaScript', 'OpenAction', 'Launch']);
/** No stream is inflated past this: a compressed bomb is refused rather than filling the memory. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * Refuses a PDF that does not parse (Mozilla's PDF.js must open it and its first page) or that carries
 * scripts or automatic actions. PDF.js proves the file is a PDF a viewer can open; the names are read
 * from the dictionaries by `pdfActionNames`, since PDF.js does not show every dictionary it skipped.
 */
async function checkPdf(bytes: Buffer, field: string): Promise<void> {
  const names = pdfActionNames(bytes);
  if (names === null) throw AppError.validation(field, MESSAGES.pdfUnreadable);
  if (names.length) throw AppError.validation(field, MESSAGES.pdfHasScripts);
  // A copy: PDF.js takes over (detaches) the array it is given. No fonts and no eval: nothing is drawn.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) throw new Error('no pages');
    await doc.getPage(1);
  } catch {
    throw AppError.validation(field, MESSAGES.pdfUnreadable);
  } finally {
    await task.destroy();
  }
}

/** The action names a PDF's dictionaries hold; null when an object stream cannot be read (so cannot be checked). */
export function pdfActionNames(bytes: Buffer): string[] | null {
  const text = bytes.toString('latin1');
  const found = new Set<string>();
  const look = (chunk: string, names: Set<string>) => {
    for (const name of namesIn(chunk)) if (names.has(name)) found.add(name);
  };
  let dictionaries = '';
  let at = 0;
  for (const stream of streamsOf(text)) {
    dictionaries += text.slice(at, stream.start);
    at = stream.end;
    const raw = text.slice(stream.start, stream.end);
    look(raw, LONG_ACTION_NAMES);
    const inflated = isFlate(stream.dictionary) ? inflate(raw) : null;
    const keys = namesIn(stream.dictionary);
    // A reader takes a stream as an object stream when the xref sends it there, /Type or not: /N and /First suffice.
    const isObjectStream = keys.includes('ObjStm') || (keys.includes('N') && keys.includes('First'));
    if (isObjectStream) {
      // Dictionaries packed in an object stream: read them like the file's own, or refuse what cannot be read
      // (another filter, or a predictor, which would scramble the names in the inflated bytes).
      if (keys.includes('DecodeParms') || keys.includes('DP')) return null;
      const content = inflated ?? (hasFilter(stream.dictionary) ? null : raw);
      if (content === null) return null;
      look(content, ACTION_NAMES);
    } else if (inflated !== null) look(inflated, LONG_ACTION_NAMES);
  }
  look(dictionaries + text.slice(at), ACTION_NAMES);
  return [...found];
}

/** Each stream's data (between `stream` and `endstream`) and the dictionary just before it. */
function* streamsOf(text: string): Generator<{ dictionary: string; start: number; end: number }> {
  const keyword = /(?<!end)stream(\r\n|\n|\r)/g;
  let match: RegExpExecArray | null;
  while ((match = keyword.exec(text))) {
    const start = match.index + match[0].length;
    const close = text.indexOf('endstream', start);
    const end = close < 0 ? text.length : close;
    const objectStart = text.lastIndexOf(' obj', match.index);
    yield { dictionary: text.slice(Math.max(0, objectStart), match.index), start, end };
    keyword.lastIndex = end;
  }
}

/** The names of a piece of PDF text, with their #xx escapes undone (/Java#53cript is /JavaScript). */
function namesIn(chunk: string): string[] {
  return [...chunk.matchAll(/\/([^\s()<>[\]{}/%]*)/g)].map((m) =>
    m[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

function hasFilter(dictionary: string): boolean {
  return namesIn(dictionary).includes('Filter');
}

/** Whether the stream's only filter is FlateDecode (the one object streams use in practice). */
function isFlate(dictionary: string): boolean {
  const names = namesIn(dictionary);
  const filters = names.filter((n) => n.endsWith('Decode') || n === 'Fl');
  return filters.length === 1 && (filters[0] === 'FlateDecode' || filters[0] === 'Fl');
}

function inflate(raw: string): string | null {
  try {
    // Z_SYNC_FLUSH: a stream whose end is cut (common in PDFs, harmless) still gives what it holds.
    return inflateSync(Buffer.from(raw, 'latin1'), { finishFlush: 2, maxOutputLength: MAX_INFLATED_BYTES }).toString('latin1');
  } catch {
    return null;
  }
}

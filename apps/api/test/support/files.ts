import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
/** One PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, c]);
}

/** A real 1×1 PNG, built byte by byte. */
export function tinyPng(): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 30]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real PDF from its objects (object 1 is the catalog), with its cross-reference table, as a PDF writer
 * lays it out: a viewer (and the upload check's PDF.js) opens it without repairing anything.
 */
export function pdfFromObjects(objects: (string | Buffer)[], version = '1.4'): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    parts.push(obj);
    offset += obj.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A stream object's text: its dictionary (without /Length) and its data. */
export function pdfStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);
}

/** One blank A4 page, its catalog carrying `catalogExtra` (an /OpenAction…), and what `more` adds as objects 4, 5… */
export function onePagePdf(catalogExtra = '', more: (string | Buffer)[] = []): Buffer {
  return pdfFromObjects([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...more,
  ]);
}

/**
 * A small real PDF of `size` bytes: one blank page and a stream of filler (a scanner's image stands there in a
 * real document). `random` fills it with random bytes, which no compression shrinks.
 */
export function pdfBytes(size = 600, opts: { random?: boolean } = {}): Buffer {
  const build = (n: number) => onePagePdf('', [pdfStream('', opts.random ? randomBytes(Math.max(0, n)) : Buffer.alloc(Math.max(0, n), 0x20))]);
  let filler = 0;
  // The filler's length is written in the stream's dictionary, so its digits change the size too: two rounds settle it.
  for (let round = 0; round < 3; round++) filler += size - build(filler).length;
  return build(filler);
}

/**
 * A PDF whose catalog, with `catalogExtra`, sits compressed inside an object stream (PDF 1.5), found through a
 * cross-reference stream: nothing of it can be seen in the file's bytes without inflating the stream.
 */
export function pdfWithObjectStream(catalogExtra: string, opts: { untyped?: boolean; predictor?: boolean } = {}): Buffer {
  const packed = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let at = 0;
  const index = packed.map((body, i) => {
    const entry = `${i + 1} ${at}`;
    at += body.length + 1;
    return entry;
  });
  const head = `${index.join(' ')} `;
  const plain = Buffer.from(head + packed.join('\n'), 'latin1');
  // `untyped`: without /Type /ObjStm, which readers do not need (they find the stream through the xref).
  // `predictor`: the PNG "Sub" predictor on one row, so even the inflated bytes show no name.
  const data = opts.predictor ? Buffer.concat([Buffer.from([1]), plain.map((byte, i) => (byte - (i ? plain[i - 1]! : 0)) & 0xff)]) : plain;
  const dictionary = `${opts.untyped ? '' : '/Type /ObjStm '}/N ${packed.length} /First ${head.length} /Filter /FlateDecode${
    opts.predictor ? ` /DecodeParms << /Predictor 11 /Columns ${plain.length} >>` : ''
  }`;
  const objectStream = pdfStream(dictionary, deflateSync(data));
  const start = Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const obj4 = Buffer.concat([Buffer.from('4 0 obj\n'), objectStream, Buffer.from('\nendobj\n')]);
  const xrefOffset = start.length + obj4.length;
  // The cross-reference stream: /W [1 4 2] — type, then offset (type 1) or object stream number (type 2), then generation or index.
  const row = (type: number, field2: number, field3: number) => {
    const b = Buffer.alloc(7);
    b.writeUInt8(type, 0);
    b.writeUInt32BE(field2, 1);
    b.writeUInt16BE(field3, 5);
    return b;
  };
  const rows = Buffer.concat([row(0, 0, 65535), row(2, 4, 0), row(2, 4, 1), row(2, 4, 2), row(1, start.length, 0), row(1, xrefOffset, 0)]);
  const xref = pdfStream('/Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R', rows);
  return Buffer.concat([start, obj4, Buffer.from('5 0 obj\n'), xref, Buffer.from(`\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`)]);
}

/** A real picture made by sharp: `width`×`height` of one colour, as a PNG or a JPEG. */
export async function picture(kind: 'png' | 'jpeg', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });
  return (kind === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/**
 * A phone's photo: a JPEG with EXIF (the camera's make, its GPS position, an orientation of 6 — shown
 * turned a quarter right) and a comment segment holding `comment`.
 */
export async function phonePhoto(width: number, height: number, comment: string): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1' } })
    .jpeg()
    .toBuffer();
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  // A COM segment right after the start of image (FF D8).
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

/** A PNG with a tEXt chunk (`keyword`, `text`) before its image data, as editors write a comment. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const ihdrEnd = 8 + 25; // the signature, then IHDR: length 4 + type 4 + 13 bytes + CRC 4
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')), png.subarray(ihdrEnd)]);
}

/** A PNG whose header declares `width`×`height` but whose data holds one row: a decompression bomb's header. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** What a kept picture holds: its size, its pixels and what sharp reads of its metadata. */
export async function pictureFacts(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif ?? null, comments: meta.comments ?? [], pixels: data };
}

/**
 * How the text of a page is read: 'layout' puts the words that share a baseline on one line, lines top
 * to bottom, left to right within a line (like poppler's `pdftotext -layout`, with one space for any
 * gap); 'drawn' keeps the order the PDF draws its text in, which for our PDFKit documents is reading
 * order, so the lines of a page's two columns do not interleave.
 */
export type PdfTextOrder = 'layout' | 'drawn';

/** Items whose baselines are this close (in PDF units, 1/72 in) are on one line. */
const SAME_LINE = 2;

/**
 * The text of each page of a PDF, through Mozilla's PDF.js: plain JavaScript from npm, so `npm test`
 * needs no poppler on the machine.
 */
export async function pdfPages(pdf: Buffer, order: PdfTextOrder = 'layout'): Promise<string[]> {
  const doc = await openPdf(pdf);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const items = (await page.getTextContent()).items.filter((item): item is TextItem => 'str' in item && item.str !== '');
      pages.push(order === 'drawn' ? drawnText(items) : layoutText(items));
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** The text of a PDF, page by page, each page ended by a form feed as pdftotext does. */
export async function pdfText(pdf: Buffer, order: PdfTextOrder = 'layout'): Promise<string> {
  return (await pdfPages(pdf, order)).map((page) => `${page}\n\f`).join('');
}

/** How many pages the PDF has. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  const doc = await openPdf(pdf);
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

function openPdf(pdf: Buffer) {
  // A copy of the bytes: PDF.js takes over (detaches) the array it is given. No system fonts, font faces
  // or eval: only the text is read. Verbosity 0: errors only, not the warnings about fonts it does not draw.
  return getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
}

function drawnText(items: TextItem[]): string {
  let text = '';
  let prev: TextItem | undefined;
  for (const item of items) {
    if (prev) text += prev.hasEOL ? '\n' : sameWord(prev, item) ? '' : ' ';
    text += item.str;
    prev = item;
  }
  return text.replace(/ +\n/g, '\n').trim();
}

function layoutText(items: TextItem[]): string {
  // transform = [a, b, c, d, x, y]: (x, y) is where the item's baseline starts; y grows upwards.
  const byHeight = [...items].sort((a, b) => b.transform[5] - a.transform[5]);
  const lines: TextItem[][] = [];
  for (const item of byHeight) {
    const line = lines.at(-1);
    if (line && line[0]!.transform[5] - item.transform[5] <= SAME_LINE) line.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.transform[4] - b.transform[4]);
      let text = '';
      line.forEach((item, i) => {
        if (i > 0 && !sameWord(line[i - 1]!, item)) text += ' ';
        text += item.str;
      });
      return text.replace(/\s+/g, ' ').trim();
    })
    .join('\n');
}

/** Whether `next` carries on `prev`'s word: on its baseline, starting within a tenth of the font size of where `prev` ends. */
function sameWord(prev: TextItem, next: TextItem): boolean {
  const size = Math.hypot(next.transform[2], next.transform[3]) || next.height || 1;
  const gap = next.transform[4] - (prev.transform[4] + prev.width);
  return Math.abs(next.transform[5] - prev.transform[5]) <= SAME_LINE && gap <= size * 0.1 && gap >= -size * 0.1;
}

/**
 * The fonts a PDF's pages use, by their /BaseFont names (an embedded subset reads `ABCDEF+Arimo-Bold`; a standard font
 * reads `Helvetica`). The font dictionaries are plain objects, outside the compressed content streams.
 */
export function pdfFontNames(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/([^\s/<>[\]()]+)/g)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

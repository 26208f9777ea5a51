import { deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** A real 1×1 PNG, built byte by byte. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 30]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real PDF of `size` bytes (the bytes a scanner would give start the same way). */
export function pdfBytes(size = 600): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('%%EOF\n')]);
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

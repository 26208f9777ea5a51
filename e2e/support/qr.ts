import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';

// Reading a printed QR code the way a phone would: the PDF's first page drawn to pixels by poppler (pdftoppm, which
// .ci/run installs), then read by jsQR. pdftoppm's -gray output is a PGM (P5): a short text header, then one byte a pixel.

function readPgm(file: string): { width: number; height: number; gray: Buffer } {
  const bytes = fs.readFileSync(file);
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at++;
    if (bytes[at] === 0x23) {
      while (bytes[at] !== 0x0a) at++; // a comment line
      continue;
    }
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[at]!))) field += String.fromCharCode(bytes[at++]!);
    fields.push(field);
  }
  if (fields[0] !== 'P5' || fields[3] !== '255') throw new Error(`Not an 8-bit PGM: ${fields.join(' ')}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return { width, height, gray: bytes.subarray(at + 1, at + 1 + width * height) };
}

/** The text of the QR code on the first page of a PDF, or null when none can be read. */
export function readQrCode(pdfFile: string): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-'));
  try {
    execFileSync('pdftoppm', ['-gray', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdfFile, path.join(dir, 'page')]);
    const { width, height, gray } = readPgm(path.join(dir, 'page.pgm'));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = gray[i]!;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

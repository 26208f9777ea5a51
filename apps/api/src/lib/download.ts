import type { FastifyReply } from 'fastify';

// Every download names its file through contentDisposition. A header value may only hold Latin-1, so a
// stored file named in another script (診断書.pdf) made Node refuse the header and every download of it
// answer 500; RFC 6266 gives such names in `filename*` (RFC 5987: UTF-8, percent-encoded) beside a plain
// ASCII `filename` for the clients that read only that.

/** Characters RFC 5987 lets through unencoded (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function percentEncoded(name: string): string {
  let out = '';
  for (const byte of Buffer.from(name, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += byte < 0x80 && ATTR_CHAR.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The Content-Disposition header of a download: `inline` to show it in the browser (a PDF), `attachment`
 * to save it. A plain ASCII name is sent as it is; any other gets an ASCII fallback (`_` for each other
 * character, and for quotes and backslashes) and its exact name in `filename*`.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.replace(/[\r\n]/g, ' ').trim() || 'download';
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (fallback === name) return `${disposition}; filename="${name}"`;
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${percentEncoded(name)}`;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a download may add: a personal file (a PDS) is kept out of every cache. */
type DownloadOptions = { personal?: boolean };

function sendDownload(
  reply: FastifyReply,
  type: string,
  disposition: 'inline' | 'attachment',
  fileName: string,
  bytes: Buffer | Uint8Array,
  opts: DownloadOptions,
) {
  reply.header('content-type', type).header('content-disposition', contentDisposition(disposition, fileName));
  if (opts.personal) reply.header('cache-control', 'private, no-store');
  return reply.send(bytes);
}

/** A PDF the product made, shown in the browser (forms, slips, reports). */
export const sendPdf = (reply: FastifyReply, fileName: string, bytes: Buffer | Uint8Array, opts: DownloadOptions = {}) =>
  sendDownload(reply, 'application/pdf', 'inline', fileName, bytes, opts);

/** An Excel workbook, saved (every list's export). */
export const sendXlsx = (reply: FastifyReply, fileName: string, bytes: Buffer | Uint8Array, opts: DownloadOptions = {}) =>
  sendDownload(reply, XLSX, 'attachment', fileName, bytes, opts);

/** A text file another program reads (an agency's remittance CSV, the bank's credit file), saved as it is. */
export const sendTextFile = (reply: FastifyReply, type: 'text/csv' | 'text/plain', fileName: string, text: string, opts: DownloadOptions = {}) =>
  sendDownload(reply, `${type}; charset=utf-8`, 'attachment', fileName, Buffer.from(text, 'utf8'), opts);

// A file a user uploaded is checked and re-encoded when it is kept (lib/upload-check.ts), and served so that
// even a file that slipped through could not act in the app's origin: the browser must not guess another
// type (nosniff), a document opened from it runs no script and loads nothing (CSP sandbox, default-src
// 'none'), and a PDF is saved, not opened by whatever viewer the browser has. The app shows PDFs in its own
// pages from bytes it fetches with the token (an iframe or tab of a blob: address, which these headers do
// not reach), so its viewer is unchanged.
const UPLOADED_FILE_POLICY = "default-src 'none'; sandbox";

/** Adds the headers of a user-uploaded file to an answer being built (a route that sends the bytes itself). */
export function markUploadedFile(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(type === 'application/pdf' ? 'attachment' : 'inline', fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', UPLOADED_FILE_POLICY);
}

/** A file a user uploaded (a card, a screenshot, a certificate): a PDF is saved, a picture shown; always personal. */
export const sendUploadedFile = (reply: FastifyReply, type: string, fileName: string, bytes: Buffer | Uint8Array) =>
  markUploadedFile(reply, type, fileName).header('cache-control', 'private, no-store').send(bytes);

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

/** A PDF, shown in the browser (forms, slips, attachments). */
export const sendPdf = (reply: FastifyReply, fileName: string, bytes: Buffer | Uint8Array, opts: DownloadOptions = {}) =>
  sendDownload(reply, 'application/pdf', 'inline', fileName, bytes, opts);

/** An Excel workbook, saved (every list's export). */
export const sendXlsx = (reply: FastifyReply, fileName: string, bytes: Buffer | Uint8Array, opts: DownloadOptions = {}) =>
  sendDownload(reply, XLSX, 'attachment', fileName, bytes, opts);

/** An image (a screenshot), shown in the browser; always personal (kept out of every cache). */
export const sendImage = (reply: FastifyReply, type: 'image/png' | 'image/jpeg', fileName: string, bytes: Buffer | Uint8Array) =>
  sendDownload(reply, type, 'inline', fileName, bytes, { personal: true });

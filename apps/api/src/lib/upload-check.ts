import { MESSAGES } from '@hris/contracts';
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

/** The one upload check (SPEC.md §5): size first, then type from the bytes, with the spec's messages. */
export function checkUpload(bytes: Buffer, rule: { kinds: readonly FileKind[]; maxBytes: number; field?: string }): FileKind {
  const field = rule.field ?? 'file';
  if (bytes.length > rule.maxBytes) throw AppError.validation(field, MESSAGES.fileTooLarge);
  const kind = detectFileKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) throw AppError.validation(field, MESSAGES.fileTypeNotAllowed);
  return kind;
}

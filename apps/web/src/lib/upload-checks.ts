import { LIMITS, MESSAGES } from '@hris/contracts';

/** What a kind of upload accepts (SPEC.md §5). */
export type UploadRule = {
  /** Lower-case file name extensions, without the dot. */
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
  /** The `accept` attribute of the file input. */
  accept: string;
  hint: string;
};

export const AVATAR_UPLOAD: UploadRule = {
  extensions: ['png', 'jpg', 'jpeg'],
  mimeTypes: ['image/png', 'image/jpeg'],
  maxBytes: LIMITS.avatarBytes,
  accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
  hint: MESSAGES.avatarHint,
};

/** An office's logo on its documents: the same images as avatars (png or jpg, 2 MB). */
export const OFFICE_LOGO_UPLOAD: UploadRule = { ...AVATAR_UPLOAD, hint: 'png or jpg images up to 2mb' };

export const PDF_UPLOAD: UploadRule = {
  extensions: ['pdf'],
  mimeTypes: ['application/pdf'],
  maxBytes: LIMITS.pdfBytes,
  accept: 'application/pdf,.pdf',
  hint: MESSAGES.pdfHint,
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The one client-side upload check: returns the message to show, or null when the file
 * may be uploaded. The server checks the bytes again; this only spares a useless upload.
 */
export function checkUpload(file: Pick<File, 'name' | 'size' | 'type'>, rule: UploadRule): string | null {
  const typeAllowed = rule.extensions.includes(extensionOf(file.name)) && (file.type === '' || rule.mimeTypes.includes(file.type));
  if (!typeAllowed) return MESSAGES.fileTypeNotAllowed;
  if (file.size > rule.maxBytes) return MESSAGES.fileTooLarge;
  return null;
}

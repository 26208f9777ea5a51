import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hris/contracts';
import { AVATAR_UPLOAD, PDF_UPLOAD, checkUpload } from '../src/lib/upload-checks';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('checkUpload', () => {
  it('accepts png, jpg and jpeg avatars up to 2 MB', () => {
    expect(checkUpload(file('me.png', 1000, 'image/png'), AVATAR_UPLOAD)).toBeNull();
    expect(checkUpload(file('me.JPG', 1000, 'image/jpeg'), AVATAR_UPLOAD)).toBeNull();
    expect(checkUpload(file('me.jpeg', 2 * 1024 * 1024, 'image/jpeg'), AVATAR_UPLOAD)).toBeNull();
  });

  it('refuses other avatar types and sizes over 2 MB', () => {
    expect(checkUpload(file('me.gif', 10, 'image/gif'), AVATAR_UPLOAD)).toBe(MESSAGES.fileTypeNotAllowed);
    expect(checkUpload(file('me.png', 10, 'application/pdf'), AVATAR_UPLOAD)).toBe(MESSAGES.fileTypeNotAllowed);
    expect(checkUpload(file('me.png', 2 * 1024 * 1024 + 1, 'image/png'), AVATAR_UPLOAD)).toBe(MESSAGES.fileTooLarge);
  });

  it('accepts PDFs up to 3 MB only', () => {
    expect(checkUpload(file('pds.pdf', 3_145_728, 'application/pdf'), PDF_UPLOAD)).toBeNull();
    expect(checkUpload(file('pds.pdf', 3_145_729, 'application/pdf'), PDF_UPLOAD)).toBe(MESSAGES.fileTooLarge);
    expect(checkUpload(file('pds.docx', 10, 'application/msword'), PDF_UPLOAD)).toBe(MESSAGES.fileTypeNotAllowed);
  });
});

import { MESSAGES } from '@hris/contracts';
import { api } from './api';
import { showErrorToast } from './toasts';

/**
 * Sends one PDF to POST /api/upload (the one upload endpoint: the server checks the bytes) and
 * answers its stored path, which a module then attaches (a PDS entry, a time-log appeal…).
 * A refusal of the bytes or of the account's quota (422) is left to the form; any other failure is SPEC.md §8's
 * "Unable to upload the file at the moment."
 */
export function uploadPdf(file: File): Promise<{ path: string; name: string; size: number }> {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ path: string; name: string; size: number }>('/api/upload', form, {
    handleError: (error) => {
      if (error.status === 422 || error.status === 401) return error.status === 422;
      // Too many files in a minute: the server says how many and what to do.
      showErrorToast(error.status === 429 ? error.message : MESSAGES.uploadFailed);
      return true;
    },
  });
}

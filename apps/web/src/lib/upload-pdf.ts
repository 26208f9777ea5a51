import { MESSAGES, uploadRoute } from '@hris/contracts';
import { ApiError, callApi } from './api';
import { showErrorToast } from './toasts';

/**
 * What an upload's failure toast says: the server's own words when they tell the user what to do (too many files a
 * minute: wait; the server's disk full: tell the IT office), else SPEC.md §8's "Unable to upload the file at the moment."
 */
export function uploadFailureMessage(error: ApiError): string {
  return error.status === 429 || error.status === 507 ? error.message : MESSAGES.uploadFailed;
}

/**
 * Sends one PDF to POST /api/upload (the one upload endpoint: the server checks the bytes) and
 * answers its stored path, which a module then attaches (a PDS entry, a time-log appeal…).
 * A refusal of the bytes or of the account's quota (422) is left to the form; any other failure is
 * `uploadFailureMessage`'s.
 */
export function uploadPdf(file: File) {
  const form = new FormData();
  form.append('file', file);
  return callApi(uploadRoute, {
    body: form,
    handleError: (error) => {
      if (error.status === 422 || error.status === 401) return error.status === 422;
      showErrorToast(uploadFailureMessage(error));
      return true;
    },
  });
}

/**
 * Several PDFs of one form (SPEC.md §5: the generic attachment uploader accepts several), each through `uploadPdf`
 * one after the other, answering their stored keys in order. A file the server refuses (422) is named in the refusal,
 * under the form's `field`, so the form shows which one and why.
 */
export async function uploadPdfs(files: readonly File[], field = 'attachments'): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) {
    try {
      keys.push((await uploadPdf(file)).path);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const reason = Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message;
        throw new ApiError(422, { ...error.body, errors: { [field]: [`${file.name}: ${reason}`] } });
      }
      throw error;
    }
  }
  return keys;
}

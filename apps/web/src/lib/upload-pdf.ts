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
 * A refusal of an upload (POST /api/upload, a screenshot's route) names its own field (`file`), which no form has: re-keyed under the form's `field`
 * (the body's key the stored path goes to: `certificate_path`, `documents.2`), so the form shows it under that input
 * and not nowhere (issue 42 item 12). Any other failure is left as it is.
 */
export function refusalUnder(error: unknown, field: string, prefix = ''): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const reason = Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message;
  return new ApiError(422, { ...error.body, errors: { [field]: [`${prefix}${reason}`] } });
}

/** One PDF of a form through `uploadPdf`, answering its stored key; a refusal of the file comes back under `field`. */
export async function uploadPdfAs(file: File, field: string): Promise<string> {
  try {
    return (await uploadPdf(file)).path;
  } catch (error) {
    throw refusalUnder(error, field);
  }
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
      throw refusalUnder(error, field, `${file.name}: `);
    }
  }
  return keys;
}

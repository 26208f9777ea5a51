/** One message per form field, shown under its input. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * The first message of each field from a client-side zod check, keyed by the full path as
 * the server keys its 422 (`name`, `steps.0.role_id`, `grades.4.steps`), so one lookup serves both.
 */
export function errorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return errors;
}

/** The first message of each field from a 422 answer (`errors`: field → messages). */
export function errorsFromServer(errors: Record<string, string[]> | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

type Refusal = { status: number; message: string; fieldErrors?: Record<string, string[]> };

/** For the API client's `handleError`: a 422 is shown by the form itself, not as toasts. */
export function isShownByForm(error: { status: number }): boolean {
  return error.status === 422;
}

/**
 * What a form shows for a refused save: each field's message under its input, or the
 * server's message at the top (`form`) when it named no field.
 */
export function formErrorsOf(error: unknown): FieldErrors {
  const refusal = error as Partial<Refusal> | null;
  if (!refusal || refusal.status !== 422) return {};
  const fields = errorsFromServer(refusal.fieldErrors);
  return Object.keys(fields).length > 0 ? fields : { form: refusal.message };
}

/**
 * The one message an input that stands for a whole upload shows: its own field's, else whatever else the server
 * said (another field's, or the form's), so a refusal is never dropped because its key is not the input's.
 */
export function messageUnder(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.values(errors).find((message) => !!message);
}

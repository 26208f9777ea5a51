/** One message per form field, shown under its input. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message of each field from a client-side zod check. */
export function errorsFromIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
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

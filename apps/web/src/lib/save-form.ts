import type { UseMutationResult } from '@tanstack/react-query';
import { formErrorsOf, type FieldErrors } from './field-errors';
import { showSuccessToast } from './toasts';

/**
 * Saves a form through its mutation, the same way in every form: on success the server's
 * message is shown and the form moves on (closes, or goes back to its list); a refused save
 * (422) puts each field's message under its input.
 */
export function saveForm<Variables, Answer extends { message: string }>(
  mutation: UseMutationResult<Answer, unknown, Variables, unknown>,
  variables: Variables,
  on: { setErrors: (errors: FieldErrors) => void; done: (answer: Answer) => void; toast?: string },
): void {
  sendForm(mutation, variables, {
    setErrors: on.setErrors,
    done: (answer) => {
      showSuccessToast(on.toast ?? answer.message);
      on.done(answer);
    },
  });
}

/** The same without the toast: for an answer the page shows itself (a preview, an import's result, a sent link). */
export function sendForm<Variables, Answer>(
  mutation: UseMutationResult<Answer, unknown, Variables, unknown>,
  variables: Variables,
  on: { setErrors: (errors: FieldErrors) => void; done: (answer: Answer) => void },
): void {
  mutation.mutate(variables, { onSuccess: on.done, onError: (error) => on.setErrors(formErrorsOf(error)) });
}

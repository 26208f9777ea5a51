import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldErrors } from '../../lib/field-errors';
import { pesoProblems, type TPesoInput } from './payroll-format';

type MoneyForm<Body> = {
  validate: () => Body | null;
  setErrors: (update: (errors: FieldErrors) => FieldErrors) => void;
  saveChecked: <V, Answer extends { message: string }>(
    mutation: UseMutationResult<Answer, unknown, V, unknown>,
    body: V | null,
    done: (answer: Answer) => void,
  ) => void;
};

/**
 * Saves a form with money typed in pesos (lib/use-contract-form): the contract checks every field, and a money field
 * whose text is not an amount says why under it (the contract alone would only say it is required). The body is sent
 * as `send(body)` makes it (an id beside it, for an edit).
 */
export function saveWithPesos<Body, V, Answer extends { message: string }>(
  form: MoneyForm<Body>,
  money: Record<string, TPesoInput>,
  mutation: UseMutationResult<Answer, unknown, V, unknown>,
  send: (body: Body) => V,
  done: (answer: Answer) => void,
): void {
  const body = form.validate();
  const problems = pesoProblems(money);
  if (Object.keys(problems).length > 0) {
    form.setErrors((errors) => ({ ...errors, ...problems }));
    return;
  }
  form.saveChecked(mutation, body === null ? null : send(body), done);
}

import { useState, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorsFromIssues, type FieldErrors } from './field-errors';
import { saveForm } from './save-form';
import { useUnsavedChanges } from './use-unsaved-changes';

type Options<V> = {
  initialValues: V;
  /** What the schema checks, from the form's values (empty strings to null, ids to numbers…). */
  toInput?: (values: V) => unknown;
  /** Whether leaving with unsaved values asks first: a modal's form passes `opened` (a closed modal drops its edits on purpose). */
  warnOnLeave?: boolean;
};

type ChangeEvent = { currentTarget: { value: string } };
const isEvent = (input: unknown): input is ChangeEvent => typeof input === 'object' && input !== null && 'currentTarget' in input;

/**
 * A form checked by its contract: Mantine-style values and `getInputProps(name)`, the zod
 * schema of packages/contracts as the validator (each field's first message under its input),
 * and `save(mutation, done)` that sends the checked body and puts a refused save's 422 field
 * errors under the same inputs (lib/save-form). While its values differ from those it started with, leaving
 * the page asks first (lib/use-unsaved-changes); a successful save clears that before `done` runs.
 */
export function useContractForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  { initialValues, toInput = (values) => values, warnOnLeave = true }: Options<V>,
) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { dirty, markSaved } = useUnsavedChanges(values, warnOnLeave);

  const setFieldValue = <K extends keyof V>(name: K, value: V[K]) => setValues((current) => ({ ...current, [name]: value }));

  /** value, onChange (an input's event or a picker's value) and error of one field. */
  const getInputProps = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (input: V[K] | ChangeEvent) => setFieldValue(name, isEvent(input) ? (input.currentTarget.value as V[K]) : input),
  });

  /** The body `against` makes of `input`, or null with each refused field's message shown. */
  const check = <T extends z.ZodType>(against: T, input: unknown): z.output<T> | null => {
    const checked = against.safeParse(input);
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return null;
    }
    setErrors({});
    return checked.data;
  };

  /** The body the form's schema makes of the values, or null with each refused field's message shown. */
  const validate = (): z.output<S> | null => check(schema, toInput(values));

  /** Saves a checked body through its mutation (toast, then `done`; a 422 under the fields); nothing when it was refused. */
  const saveChecked = <Body, Answer extends { message: string }>(
    mutation: UseMutationResult<Answer, unknown, Body, unknown>,
    body: Body | null,
    done: (answer: Answer) => void,
  ) => {
    if (body === null) return;
    const saved = values;
    saveForm(mutation, body, {
      setErrors,
      done: (answer) => {
        markSaved(saved);
        done(answer);
      },
    });
  };

  /** Checks the values against the form's schema, then saves them. */
  const save = <Answer extends { message: string }>(mutation: UseMutationResult<Answer, unknown, z.output<S>, unknown>, done: (answer: Answer) => void) =>
    saveChecked(mutation, validate(), done);

  /** A form's onSubmit: no page reload, then `handler`. */
  const onSubmit = (handler: () => void) => (event?: FormEvent) => {
    event?.preventDefault();
    handler();
  };

  return { values, dirty, setValues, setFieldValue, errors, setErrors, getInputProps, check, validate, save, saveChecked, onSubmit };
}

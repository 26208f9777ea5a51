import './users-words';
import { useRef, useState, type FormEvent } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorsFromIssues, type FieldErrors } from './field-errors';
import { saveForm, sendForm } from './save-form';
import { textLimitOf } from './text-limits';
import { textLimitProps } from './text-limit-props';
import { useUnsavedChanges } from './use-unsaved-changes';

type Options<V> = {
  initialValues: V;
  /** What the schema checks, from the form's values (empty strings to null, ids to numbers…). */
  toInput?: (values: V) => unknown;
  /** Whether leaving with unsaved values asks first: a modal's form passes `opened` (a closed modal drops its edits on purpose). */
  warnOnLeave?: boolean;
};

/** Whether an error's key is the field `changed` or inside it (`steps.0.role_id` inside `steps`). */
const isWithin = (key: string, changed: string) => key === changed || key.startsWith(`${changed}.`) || changed.startsWith(`${key}.`);

/**
 * The one way to write a form (issue 39): `@mantine/form` holds the values, the zod schema of packages/contracts checks
 * them (each field's first message under its input, keyed as the server keys its 422: `steps.0.role_id`), and
 * `save(mutation, done)` sends the checked body and puts a refused save's 422 field errors under the same inputs
 * (lib/save-form). Once a save was refused, a field is checked again as it changes, so its message goes as soon as it
 * is corrected (and a server's message on it, which the page cannot check, goes with the change). While the values
 * differ from those the form started with, leaving the page asks first (lib/use-unsaved-changes); a successful save
 * clears that before `done` runs.
 */
export function useContractForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  { initialValues, toInput = (values) => values, warnOnLeave = true }: Options<V>,
) {
  /** A save was tried and refused: from then on each change is checked. */
  const refused = useRef(false);
  /** Counts the refusals (not the re-checks as fields change): the form scrolls to the first message on each. */
  const [refusal, setRefusal] = useState(0);
  const problemsOf = (values: V): FieldErrors => {
    const checked = schema.safeParse(toInput(values));
    return checked.success ? {} : errorsFromIssues(checked.error.issues);
  };

  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    // Cleared here only when the change is checked below; before any refusal there is nothing to clear.
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      if (!refused.current) return;
      // By content: Mantine hands over copies, so a list or object left alone is a new object all the same.
      const changed = Object.keys(values).filter((key) => values[key] !== previous[key] && JSON.stringify(values[key]) !== JSON.stringify(previous[key]));
      if (changed.length === 0) return;
      const problems = problemsOf(values);
      form.setErrors((current) => {
        const next: FormErrors = {};
        for (const [key, message] of Object.entries(current)) if (!changed.some((name) => isWithin(key, name))) next[key] = message;
        for (const [key, message] of Object.entries(problems)) if (changed.some((name) => isWithin(key, name))) next[key] = message;
        return next;
      });
    },
  });
  const values = form.getValues();
  const errors = form.errors as FieldErrors;
  const { dirty, markSaved } = useUnsavedChanges(values, warnOnLeave);

  /** Sets the messages (or changes them from the current ones); any message means a refusal, checked again as fields change. */
  const setErrors = (next: FieldErrors | ((current: FieldErrors) => FieldErrors)) => {
    form.setErrors((current) => {
      const errors = typeof next === 'function' ? next(current as FieldErrors) : next;
      if (Object.keys(errors).length > 0) refused.current = true;
      return errors;
    });
    // A refusal (messages set outright: a check or a 422), not a page's own edit of the messages.
    if (typeof next !== 'function' && Object.keys(next).length > 0) setRefusal((count) => count + 1);
  };

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
    /** The success toast in the page's words, when not the server's message. */
    toast?: string,
  ) => {
    if (body === null) return;
    const saved = values;
    saveForm(mutation, body, {
      toast,
      setErrors,
      done: (answer) => {
        refused.current = false;
        markSaved(saved);
        done(answer);
      },
    });
  };

  /** Checks the values against the form's schema and sends them, without a toast: the page shows the answer itself. */
  const send = <Answer>(mutation: UseMutationResult<Answer, unknown, z.output<S>, unknown>, done: (answer: Answer) => void) => {
    const body = validate();
    if (body === null) return;
    const sent = values;
    sendForm(mutation, body, {
      setErrors,
      done: (answer) => {
        refused.current = false;
        markSaved(sent);
        done(answer);
      },
    });
  };

  /** Checks the values against the form's schema, then saves them. */
  const save = <Answer extends { message: string }>(
    mutation: UseMutationResult<Answer, unknown, z.output<S>, unknown>,
    done: (answer: Answer) => void,
    toast?: string,
  ) => saveChecked(mutation, validate(), done, toast);

  /** A form's onSubmit: no page reload, then `handler`. */
  const onSubmit = (handler: () => void) => (event?: FormEvent) => {
    event?.preventDefault();
    handler();
  };

  /** Each text field's own limit in the contract, read once per field (a form's schema does not change). */
  const limits = useRef(new Map<string, number | null>()).current;
  const limitOf = (name: string) => {
    if (!limits.has(name)) limits.set(name, textLimitOf(schema, name));
    return limits.get(name) ?? null;
  };

  /**
   * value, onChange (an input's event or a picker's value), error, and for a checkbox `checked`; for a text the
   * contract limits, its counter ("287 / 300") and no silent cut (lib/text-limit-props).
   */
  const getInputProps = <K extends keyof V & string>(name: K | (string & {}), options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(name, options);
    const limit = options?.type === 'checkbox' || typeof props.value !== 'string' ? null : limitOf(name);
    return { name, ...props, ...(limit === null ? {} : textLimitProps(props.value, limit)), error: errors[name] };
  };

  return {
    values,
    dirty,
    errors,
    /** Changes on each refused save: `FormModal`'s and `useScrollToFirstError`'s cue to bring the first message into view. */
    refusal,
    setErrors,
    /** Changes some values, or all of them from the current ones. */
    setValues: (next: Partial<V> | ((current: V) => Partial<V>)) =>
      form.setValues(typeof next === 'function' ? (current: Partial<V>) => next(current as V) : next),
    setFieldValue: form.setFieldValue,
    /** Lists inside the form (a chain's steps, a plan's items). */
    insertListItem: form.insertListItem,
    removeListItem: form.removeListItem,
    reorderListItem: form.reorderListItem,
    /** Back to the values the form started with, which then count as saved (a form cleared after its save). */
    reset: () => {
      refused.current = false;
      form.reset();
      markSaved(initialValues);
    },
    getInputProps,
    check,
    validate,
    save,
    saveChecked,
    send,
    onSubmit,
  };
}

/** A form made by `useContractForm`, for components that take one (a section of a larger form). */
export type ContractForm<S extends z.ZodType, V extends Record<string, unknown>> = ReturnType<typeof useContractForm<S, V>>;

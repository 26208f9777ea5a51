import { z } from './zod';

// PostgreSQL cannot store a NUL character in text: a value holding one fails the query (a 500 for a typo
// pasted from a binary file). Every text the product accepts starts from textField, which refuses it with
// a message the form can show; the API also refuses NUL anywhere in a request before validation (the net
// for a schema that still uses z.string()).

/** True when a value holds a NUL character. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/** The message for a NUL character in a field ("name", "search term"…). */
export const nulMessage = (label = 'text'): string => `The ${label} must not contain a NUL character.`;

/** True when a value holds half of a UTF-16 surrogate pair alone: no UTF-8 text (nor PostgreSQL's JSON) can hold it. */
export const hasLoneSurrogate = (value: string): boolean => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

/** The message for a broken character in a field. */
export const brokenCharacterMessage = (label = 'text'): string => `The ${label} holds a broken character; type it again.`;

/** The message for text PostgreSQL cannot store, or null when it can. */
export const unstorableTextMessage = (value: string, label = 'text'): string | null =>
  hasNul(value) ? nulMessage(label) : hasLoneSurrogate(value) ? brokenCharacterMessage(label) : null;

/** The most any free text may hold, where its schema names no smaller limit (a pasted book stops here). */
export const TEXT_MAX_LENGTH = 10_000;

/**
 * A string that refuses NUL: use it instead of z.string() for anything a client sends. `required` is the
 * message for a missing value; chain .trim(), .min(), .max() as on z.string() (a field's own .max() is the
 * limit users see; TEXT_MAX_LENGTH is the ceiling under every text).
 */
export const textField = (label = 'text', required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .max(TEXT_MAX_LENGTH, `The ${label} may not be longer than ${TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`)
    .refine((value) => !hasNul(value), nulMessage(label))
    .refine((value) => !hasLoneSurrogate(value), brokenCharacterMessage(label));

/**
 * A database id: a positive 32-bit integer (a larger one could never match and must not reach SQL, where
 * it overflows). Every id a client sends, in a path, a query string or a body, uses this or idField.
 */
export const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A number's own message for a value that is no number at all (left out, or text), and only for that: given as
 * `z.number({ error: … })` outright, zod uses it for the number's range checks too, and a negative unit cost was
 * told "The unit cost field is required." (issue 42). A check with no message of its own then falls to the users'
 * words of messages.ts ("must be between 1 and 33", "must be more than zero").
 */
export const numberError =
  (message: string) =>
  (issue: z.core.$ZodRawIssue): string | undefined =>
    issue.code === 'invalid_type' && issue.expected !== 'int' ? message : undefined;

/**
 * An id with messages that name the field, for forms, where an id is a choice from a list: one left out, or the 0 an
 * emptied dropdown becomes, asks for the choice ("Choose the MFO."), not "required" nor "invalid" (issue 42).
 */
export const idField = (label: string) =>
  z.coerce
    .number({ error: numberError(`Choose the ${label}.`) })
    .int(`The ${label} is invalid.`)
    .positive(`Choose the ${label}.`)
    .max(2_147_483_647, `The ${label} is invalid.`);

/** An id that may be left out or cleared (null). */
export const optionalIdField = (label: string) => idField(label).nullable().optional();

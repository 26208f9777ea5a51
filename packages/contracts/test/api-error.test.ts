import { describe, expect, it } from 'vitest';
import { parseApiError, ZApiError } from '../src';

// parseApiError checks the error shape by hand (so the web client's first page needs no zod): it must accept
// exactly what ZApiError accepts, and answer the same object.
const bodies: unknown[] = [
  { message: 'Not found.', error: 'Not found.' },
  { message: 'The given data was invalid.', error: 'The given data was invalid.', errors: { email: ['The email is taken.'], name: [] } },
  { message: 'x', error: 'x', errors: {} },
  { message: 'x', error: 'x', extra: 1, statusCode: 404 },
  { message: 'x', error: 'x', errors: { email: 'not an array' } },
  { message: 'x', error: 'x', errors: { email: [1, 2] } },
  { message: 'x', error: 'x', errors: null },
  { message: 'x', error: 'x', errors: [['a']] },
  { message: 'only a message' },
  { error: 'only an error' },
  { message: 5, error: 'x' },
  { statusCode: 500 },
  [],
  ['a'],
  'a string',
  42,
  null,
  undefined,
];

describe('parseApiError', () => {
  it('answers what ZApiError parses, for every body ZApiError accepts', () => {
    for (const body of bodies) {
      const parsed = ZApiError.safeParse(body);
      if (parsed.success) expect(parseApiError(body), JSON.stringify(body)).toEqual(parsed.data);
    }
  });

  it('falls back to a message of the body, or the fallback sentence, for what ZApiError refuses', () => {
    expect(parseApiError({ message: 'only a message' })).toEqual({ message: 'only a message', error: 'only a message' });
    expect(parseApiError({ error: 'only an error' })).toEqual({ message: 'only an error', error: 'only an error' });
    expect(parseApiError({ message: 'x', error: 'x', errors: { email: 'not an array' } })).toEqual({ message: 'x', error: 'x' });
    expect(parseApiError({ statusCode: 500 }, 'Try later.')).toEqual({ message: 'Try later.', error: 'Try later.' });
    expect(parseApiError('a string')).toEqual({ message: 'Something went wrong. Please try again.', error: 'Something went wrong. Please try again.' });
    for (const body of bodies) {
      if (!ZApiError.safeParse(body).success) expect(parseApiError(body).errors, JSON.stringify(body)).toBeUndefined();
    }
  });
});

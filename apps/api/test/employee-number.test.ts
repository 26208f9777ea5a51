import { describe, expect, it } from 'vitest';
import { DEFAULT_IDNO_PATTERN, employeeNumber } from '../src/domain/employee-number';

describe('employee numbers from the HR office’s pattern', () => {
  it('fills year, campus and a padded sequence', () => {
    expect(employeeNumber(DEFAULT_IDNO_PATTERN, { year: 2026, campusAcronym: 'MC', sequence: 42 })).toBe('2026-00042');
    expect(employeeNumber('{CAMPUS}-{YY}{SEQ:4}', { year: 2026, campusAcronym: 'NC', sequence: 7 })).toBe('NC-260007');
    expect(employeeNumber('E{SEQ}', { year: 2026, campusAcronym: 'MC', sequence: 123456 })).toBe('E123456');
  });
});

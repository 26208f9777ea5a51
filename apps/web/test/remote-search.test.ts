import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@hris/contracts';
import { createDebouncer, searchTermOf } from '../src/lib/remote-search';

describe('searchTermOf (SPEC.md §5)', () => {
  it('searches only a term longer than 2 characters', () => {
    expect(searchTermOf('')).toBeNull();
    expect(searchTermOf('ma')).toBeNull();
    expect(searchTermOf('mar')).toBe('mar');
  });

  it('does not count surrounding spaces', () => {
    expect(searchTermOf('  ma  ')).toBeNull();
    expect(searchTermOf('  mar ')).toBe('mar');
  });

  it('searches degrees from the 2nd character', () => {
    expect(searchTermOf('b', LIMITS.degreeSearchMinLength)).toBeNull();
    expect(searchTermOf('bs', LIMITS.degreeSearchMinLength)).toBe('bs');
  });
});

describe('createDebouncer (SPEC.md §9: about 100 ms after the last key)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last value, after the pause', () => {
    const run = vi.fn();
    const debouncer = createDebouncer<string>(LIMITS.searchDebounceMs, run);
    debouncer.push('m');
    vi.advanceTimersByTime(60);
    debouncer.push('ma');
    vi.advanceTimersByTime(60);
    debouncer.push('mar');
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('mar');
  });

  it('runs nothing once cancelled (the picker closed or unmounted)', () => {
    const run = vi.fn();
    const debouncer = createDebouncer<string>(100, run);
    debouncer.push('maria');
    debouncer.cancel();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
  });
});

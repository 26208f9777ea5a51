import { useEffect, useState } from 'react';
import { LIMITS } from '@hris/contracts';

/**
 * The term a remote search sends, or null while the typed text is too short: SPEC.md §5
 * searches only a term longer than `minLength` characters (2, or 1 for degrees).
 */
export function searchTermOf(typed: string, minLength: number = LIMITS.searchMinLength): string | null {
  const term = typed.trim();
  return term.length > minLength ? term : null;
}

export type Debouncer<T> = { push: (value: T) => void; cancel: () => void };

/** Runs `run` with the last pushed value once `delayMs` have passed without another push. */
export function createDebouncer<T>(delayMs: number, run: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push(value) {
      clearTimeout(timer);
      timer = setTimeout(() => run(value), delayMs);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}

/**
 * The searchable term of a text that is still being typed: it settles `delayMs` after the last
 * key (SPEC.md §9: about 100 ms), and is null while too short, so no call is made for it.
 */
export function useSearchTerm(
  typed: string,
  { minLength = LIMITS.searchMinLength, delayMs = LIMITS.searchDebounceMs }: { minLength?: number; delayMs?: number } = {},
): string | null {
  const [term, setTerm] = useState<string | null>(() => searchTermOf(typed, minLength));
  useEffect(() => {
    const debouncer = createDebouncer<string>(delayMs, (value) => setTerm(searchTermOf(value, minLength)));
    debouncer.push(typed);
    return debouncer.cancel;
  }, [typed, minLength, delayMs]);
  return term;
}

import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@hris/contracts';
import { createDebouncer, searchTermOf } from '../../lib/remote-search';
import { filtersFromSearch, pageFromSearch, searchOf, withFilter, type TPersonnelFilterKey, type TPersonnelFilters } from './plantilla-filters';

/**
 * The filters and page of the plantilla of personnel, kept in the address (plantilla-filters.ts). The search box
 * is typed here and written to the address once it settles (SPEC.md §9: about 100 ms after the last key, a term
 * longer than 2 characters); every other filter is written at once. A new filter or term starts from page 1.
 */
export function usePersonnelFilters(keepOffice?: (departmentId: number, campusId: number) => boolean) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const page = pageFromSearch(params);
  const [typed, setTypedText] = useState(filters.term ?? '');

  const termWriter = useMemo(
    () =>
      createDebouncer<string>(LIMITS.searchDebounceMs, (text) =>
        setParams(
          (current) => {
            const now = filtersFromSearch(current);
            const term = searchTermOf(text) ?? undefined;
            return now.term === term ? current : searchOf({ ...now, term });
          },
          { replace: true },
        ),
      ),
    [setParams],
  );
  useEffect(() => termWriter.cancel, [termWriter]);

  const setTyped = (text: string) => {
    setTypedText(text);
    termWriter.push(text);
  };
  const setFilter = <K extends TPersonnelFilterKey>(key: K, value: TPersonnelFilters[K] | null) =>
    setParams(searchOf(withFilter(filters, key, value, keepOffice)));
  const setPage = (next: number) => setParams(searchOf(filters, next));
  const clear = () => {
    termWriter.cancel();
    setTypedText('');
    setParams(new URLSearchParams());
  };

  return { filters, page, typed, setTyped, setFilter, setPage, clear };
}

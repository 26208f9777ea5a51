import { useCallback, useState } from 'react';
import { useSearchTerm } from './remote-search';

/**
 * What a list page asks the server for: the search term (sent once longer than 2 characters,
 * about 100 ms after the last key), its filters and the page. A new term or filter starts
 * again from page 1, and so does a new `scope` (what the page shows that is not a filter of the list: the office,
 * the view of a tabbed list).
 */
export function useListState<F extends Record<string, string | number | boolean | null | undefined>>(
  initialFilters: F,
  { minLength, scope }: { minLength?: number; scope?: string | number } = {},
) {
  const [typed, setTyped] = useState('');
  const term = useSearchTerm(typed, { minLength });
  const [filters, setFilters] = useState<F>(initialFilters);
  const key = JSON.stringify([term, filters, scope]);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;

  const setFilter = useCallback(<K extends keyof F>(name: K, value: F[K]) => setFilters((current) => ({ ...current, [name]: value })), []);
  const setPage = (next: number) => setPaging({ key, page: next });

  return { typed, setTyped, term: term ?? undefined, filters, setFilter, page, setPage };
}

/** Every list answer: `{ <field>: [...], meta: { page, per_page, total } }`. */
export type TListAnswer<F extends string, T> = { [K in F]: T[] } & { meta: { page: number; per_page: number; total: number } };

/** Rows per page of the settings tables (the API's default page). */
export const TABLE_PAGE_SIZE = 15;

import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, referenceListOf, type RouteAnswer, type TReferenceListAddress } from '@hris/contracts';
import { callApi } from './api';

/** The answer of the list at `A`, typed by that list (`appointment_nature: { id, name }[]`). */
export type WholeListAnswer<A extends TReferenceListAddress> = RouteAnswer<ReturnType<typeof referenceListOf<A>>['list']>;

/**
 * A short reference list loaded whole, for a Select (civil statuses, levels, natures of appointment): a lookup, so a
 * failure leaves the Select empty without a toast (SPEC.md §8). Its key sits under Settings' own key for the list, so
 * an entry added there refreshes every Select that offers it.
 */
export function useWholeList<A extends TReferenceListAddress, T>(address: A, select: (answer: WholeListAnswer<A>) => T) {
  return useQuery({
    queryKey: ['reference-lists', address, 'whole'] as const,
    queryFn: ({ signal }) => callApi(referenceListOf(address).list, { signal, lookup: true, query: { per_page: PAGE_SIZES.fullList } }),
    select,
    staleTime: 10 * 60_000,
  });
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fills the cache with a query's answer before its page is drawn (a route's `prefetch`, route-kit), quietly: `ask` calls
 * the API with `handleError: () => true`, so a refused token is left to the session gate to report in its own words
 * (the prefetch runs before the user has been checked), and any other failure to the page. On a failure the query is
 * reset: the page asks again when it is drawn, and shows what went wrong then.
 */
export function prefetchQuietly<T>(queryClient: QueryClient, queryKey: QueryKey, ask: (signal: AbortSignal) => Promise<T>): void {
  queryClient.fetchQuery({ queryKey, queryFn: ({ signal }) => ask(signal) }).catch(() => queryClient.resetQueries({ queryKey, exact: true }));
}

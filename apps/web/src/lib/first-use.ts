/**
 * A value made the first time it is asked for, then kept.
 *
 * For the Intl formats of lib/ (dates, money): building one reads its locale's and time zone's data, some 10 ms for the
 * first on a laptop (40 on Lighthouse's phone). Built at a module's top level, they were built for every page as its
 * scripts loaded, in the task that draws the first screen, whether the page showed a date or not.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

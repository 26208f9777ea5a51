import { matchPath, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';

/**
 * Route discovery (React Router's `patchRoutesOnNavigation`).
 *
 * React Router flattens, ranks and compiles every route it holds when it starts, and matches against all of them on
 * each navigation. With the ~240 pages of the route table that was 40 ms of a laptop's main thread (160 ms on
 * Lighthouse's phone) before any page could be drawn, on every cold load, the sign-in page's too.
 *
 * So the router starts with the pages that answer the opened address, and is given the others the first time an
 * address they answer is navigated to. It ends up holding only the pages a person has opened.
 */

/** A page of the table as a route of the router, and the id of the layout route it goes under. */
export type PlacedRoute = { parentId: string; route: RouteObject };

export type RouteDiscovery = {
  /** The pages not given yet that answer `pathname` (all of them: React Router ranks them), now given. */
  take: (pathname: string) => PlacedRoute[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
};

/** A path as React Router matches it: each segment decoded (/%64ashboard is /dashboard), a malformed one as written. */
function decodedPath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The first segment of a path, as React Router compares it (case-insensitive); null for a parameter or `*`, which any answers. */
function firstSegment(path: string): string | null {
  const segment = path.split('/')[1] ?? '';
  return segment.startsWith(':') || segment.startsWith('*') ? null : segment.toLowerCase();
}

/** The pages of `table` whose path pattern matches `pathname` (as React Router matches a route: case-insensitive, whole path). */
export function pagesAnswering<T extends { path: string }>(table: readonly T[], address: string): T[] {
  const pathname = decodedPath(address);
  // matchPath compiles a pattern each time it is called: only the pages under the same first segment are asked.
  const first = firstSegment(pathname) ?? '';
  return table.filter((page) => {
    const pageFirst = firstSegment(page.path);
    return (pageFirst === null || pageFirst === first) && matchPath({ path: page.path, end: true }, pathname) !== null;
  });
}

export function routeDiscovery<T extends { path: string }>(table: readonly T[], place: (page: T) => PlacedRoute): RouteDiscovery {
  const given = new Set<T>();
  const take = (pathname: string): PlacedRoute[] => {
    const found = pagesAnswering(table, pathname).filter((page) => !given.has(page));
    for (const page of found) given.add(page);
    return found.map(place);
  };
  return {
    take,
    patchRoutesOnNavigation: ({ path, patch }) => {
      // Called for an address no route answers yet, or one only a route with parameters (or the 404's `*`) answers:
      // a page of the table may answer it better. Each layout's new pages are given in the table's order.
      const byParent = new Map<string, RouteObject[]>();
      for (const { parentId, route } of take(path)) byParent.set(parentId, [...(byParent.get(parentId) ?? []), route]);
      for (const [parentId, routes] of byParent) patch(parentId, routes);
    },
  };
}

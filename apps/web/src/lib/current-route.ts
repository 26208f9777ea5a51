import { useMatches } from 'react-router';
import type { AppRoute } from './route-kit';

/** Attached to each router match so the layout can find the table entry (title, breadcrumb). */
export type RouteHandle = { route: AppRoute };

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The table entry of the page on screen. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}

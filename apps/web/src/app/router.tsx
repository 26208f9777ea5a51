import { lazy, Suspense, useEffect, useRef } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type DataRouter, type RouteObject } from 'react-router';
import { useCurrentRoute, type RouteHandle } from '../lib/current-route';
import { registerNavigator } from '../lib/navigation';
import { SYSTEM_SHORT_NAME, UNIVERSITY_NAME } from '../lib/branding';
import { isPublicRoutePattern } from './public-paths';
import { getToken, useToken } from '../lib/session';
import { queryClient } from './query-client';
import { FullPageLoader, PublicGate, SessionGate, ViewGate } from './route-guard';
import { ROUTES, type AppRoute } from './routes';
import { routeDiscovery, type PlacedRoute, type RouteDiscovery } from './route-discovery';
import { CrashPage } from '../features/status/crash-page';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';

// The signed-in layout (sidebar, top bar, bell and its socket, user menu) is its own download: the
// sign-in page and the public pages do not wait for it.
const SignedInShell = lazy(() => import('./layout/signed-in-shell').then((module) => ({ default: module.SignedInShell })));

function RootLayout() {
  const { pathname } = useLocation();
  const route = useCurrentRoute();

  // SPEC.md §2: every change of route scrolls back to the top. Not as the page is opened: it is at the top (or where
  // the browser restores a reload to), and scrollTo makes the browser lay the page out then and there, in the first
  // screen's task.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (openedAt.current === pathname) return;
    openedAt.current = '';
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = route ? `${route.title} · ${SYSTEM_SHORT_NAME} · ${UNIVERSITY_NAME}` : `${SYSTEM_SHORT_NAME} · ${UNIVERSITY_NAME}`;
  }, [route]);

  return (
    <Suspense fallback={<FullPageLoader delayed />}>
      <Outlet />
      <UnsavedChangesGuard />
    </Suspense>
  );
}

function guard(route: AppRoute) {
  if (route.layout === 'shell') return <ViewGate route={route}>{route.element}</ViewGate>;
  if (isPublicRoutePattern(route.path)) return <PublicGate route={route}>{route.element}</PublicGate>;
  return (
    <SessionGate>
      <ViewGate route={route}>{route.element}</ViewGate>
    </SessionGate>
  );
}

/** A page for everyone (the 404): inside the signed-in layout when there is a session, a full page otherwise. */
function EitherLayout() {
  const token = useToken();
  // Signed out it is a page of its own, and so the document's main landmark (as the bare pages).
  if (!token)
    return (
      <main>
        <Outlet />
      </main>
    );
  return (
    <SessionGate>
      <SignedInShell />
    </SessionGate>
  );
}

/** A route's first answers asked for as it is opened (route-kit's `prefetch`): the loader waits for nothing. */
function prefetchLoader(route: AppRoute): RouteObject['loader'] {
  const { prefetch } = route;
  if (!prefetch) return undefined;
  return () => {
    if (getToken()) prefetch(queryClient);
    return null;
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  // A page of its own (sign-in, job board, 404…) is the document's main landmark; shell pages have the shell's <main>.
  const element = route.layout === 'bare' ? <main>{guard(route)}</main> : guard(route);
  return { path: route.path, element, handle, loader: prefetchLoader(route) };
}

/** The ids of the two routes pages go under: the root (full pages, and the 404 either way) and the signed-in layout. */
const ROOT_ID = 'root';
const SIGNED_IN_ID = 'signed-in';

/** A page of the table as a route of the router, under the layout its `layout` says. */
function placed(route: AppRoute): PlacedRoute {
  if (route.layout === 'shell') return { parentId: SIGNED_IN_ID, route: toRouteObject(route) };
  if (route.layout === 'bare') return { parentId: ROOT_ID, route: toRouteObject(route) };
  return {
    parentId: ROOT_ID,
    route: { path: route.path, element: <EitherLayout />, handle: { route } satisfies RouteHandle, children: [{ index: true, element: route.element }] },
  };
}

/**
 * The router's routes for a first address, and how it is given the rest (app/route-discovery.ts): the layouts, the
 * pages that answer `initialPath`, and the 404's `*`.
 */
export function appRouteTree(initialPath: string): { routes: RouteObject[]; patchRoutesOnNavigation: RouteDiscovery['patchRoutesOnNavigation'] } {
  const discovery = routeDiscovery(ROUTES, placed);
  const first = discovery.take(initialPath);
  const under = (parentId: string) => first.filter((page) => page.parentId === parentId).map((page) => page.route);
  const routes: RouteObject[] = [
    {
      id: ROOT_ID,
      element: <RootLayout />,
      errorElement: <CrashPage />,
      children: [
        ...under(ROOT_ID),
        {
          id: SIGNED_IN_ID,
          element: (
            <SessionGate>
              <SignedInShell />
            </SessionGate>
          ),
          children: under(SIGNED_IN_ID),
        },
        // Unknown paths go to the 404 page, with or without a session.
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
  return { routes, patchRoutesOnNavigation: discovery.patchRoutesOnNavigation };
}

/** The browser's router (main.tsx), from the address the page was opened at. */
export function createAppRouter(): DataRouter {
  const { routes, patchRoutesOnNavigation } = appRouteTree(window.location.pathname);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}

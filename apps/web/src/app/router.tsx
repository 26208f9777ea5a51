import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useCurrentRoute, type RouteHandle } from './current-route';
import { registerNavigator } from '../lib/navigation';
import { SYSTEM_SHORT_NAME, UNIVERSITY_NAME } from './branding';
import { SignedInShell } from './layout/signed-in-shell';
import { isPublicPath } from './public-paths';
import { FullPageLoader, PublicGate, SessionGate, ViewGate } from './route-guard';
import { ROUTES, type AppRoute } from './routes';
import { CrashPage } from '../features/status/crash-page';

function RootLayout() {
  const { pathname } = useLocation();
  const route = useCurrentRoute();

  // SPEC.md §2: every change of route scrolls back to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = route ? `${route.title} · ${SYSTEM_SHORT_NAME} · ${UNIVERSITY_NAME}` : `${SYSTEM_SHORT_NAME} · ${UNIVERSITY_NAME}`;
  }, [route]);

  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
}

function guard(route: AppRoute) {
  if (route.layout === 'shell') return <ViewGate route={route}>{route.element}</ViewGate>;
  if (isPublicPath(route.path)) return <PublicGate route={route}>{route.element}</PublicGate>;
  return (
    <SessionGate>
      <ViewGate route={route}>{route.element}</ViewGate>
    </SessionGate>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { route };
  // A page of its own (sign-in, job board, 404…) is the document's main landmark; shell pages have the shell's <main>.
  const element = route.layout === 'bare' ? <main>{guard(route)}</main> : guard(route);
  return { path: route.path, element, handle };
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <CrashPage />,
    children: [
      ...ROUTES.filter((route) => route.layout === 'bare').map(toRouteObject),
      {
        element: (
          <SessionGate>
            <SignedInShell />
          </SessionGate>
        ),
        children: ROUTES.filter((route) => route.layout === 'shell').map(toRouteObject),
      },
      // Unknown paths go to the 404 page, with or without a session.
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);

registerNavigator((to, options) => {
  void router.navigate(to, options);
});

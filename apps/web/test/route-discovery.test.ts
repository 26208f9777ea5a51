import { describe, expect, it, vi } from 'vitest';

// The router's modules listen for the session token in other tabs (window's storage event) as they load: node has no
// window, and these tests need none of it.
vi.hoisted(() => {
  const scope = globalThis as { window?: unknown };
  scope.window ??= { location: { pathname: '/login' }, addEventListener: () => undefined, removeEventListener: () => undefined };
});

import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { appRouteTree } from '../src/app/router';
import { pagesAnswering } from '../src/app/route-discovery';
import { ROUTES, type AppRoute } from '../src/app/routes';

// The router starts with the pages of the opened address and is given the others as they are navigated to
// (app/route-discovery.ts). These prove that it lands on the same page of the table as a router holding all of them.

/** An address a route's pattern answers: each parameter a number (what ids are), a `*` a word. */
const addressOf = (route: AppRoute) => route.path.replace(/:[^/]+/g, '7').replace(/\*$/, 'x');

/** The page of the table the router's matches end on (an `either` page's handle is on its layout, above its index). */
function landedOn(router: ReturnType<typeof createMemoryRouter>): AppRoute | undefined {
  return router.state.matches
    .map((match) => (match.route.handle as { route?: AppRoute } | undefined)?.route)
    .filter(Boolean)
    .at(-1);
}

/** Every page of the table in one tree, as the router held them before discovery (the patches applied by hand). */
function everyPage(): RouteObject[] {
  const tree = appRouteTree('/');
  const byId = new Map<string, RouteObject>();
  const index = (list: RouteObject[]) => list.forEach((route) => (route.id && byId.set(route.id, route), index(route.children ?? [])));
  index(tree.routes);
  for (const route of ROUTES)
    void tree.patchRoutesOnNavigation({
      path: addressOf(route),
      matches: [],
      signal: new AbortController().signal,
      fetcherKey: undefined,
      patch: (parentId, children) => byId.get(parentId!)!.children!.push(...children),
    });
  return tree.routes;
}
const EVERY_PAGE = everyPage();

/** The page React Router's ranking picks for an address among all pages at once. */
function rankedChoice(address: string): AppRoute | undefined {
  return (matchRoutes(EVERY_PAGE, address) ?? [])
    .map((match) => (match.route.handle as { route?: AppRoute } | undefined)?.route)
    .filter(Boolean)
    .at(-1);
}

const wait = async (router: ReturnType<typeof createMemoryRouter>) => {
  for (let i = 0; i < 50 && router.state.navigation.state !== 'idle'; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 50 && !router.state.initialized; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('route discovery', () => {
  it('starts with only the pages of the opened address, the layouts and the 404', () => {
    const { routes } = appRouteTree('/dashboard');
    const flat: RouteObject[] = [];
    const walk = (list: RouteObject[]) => list.forEach((route) => (flat.push(route), walk(route.children ?? [])));
    walk(routes);
    const pages = flat.filter((route) => route.path);
    expect(pages.map((route) => route.path)).toEqual(['/dashboard', '*']);
    expect(ROUTES.length).toBeGreaterThan(200);
  });

  it('lands on every page of the table, opened first or navigated to, as a router holding them all would', async () => {
    const wrong: string[] = [];
    for (const route of ROUTES) {
      const address = addressOf(route);
      const expected = rankedChoice(address);
      // Opened at the address: the first tree holds it.
      const opened = createMemoryRouter(appRouteTree(address).routes, { initialEntries: [address] });
      await wait(opened);
      if (landedOn(opened) !== expected) wrong.push(`${address} opened: ${landedOn(opened)?.path} instead of ${expected?.path}`);
      opened.dispose();
      // Navigated to from the sign-in page: given on the way.
      const tree = appRouteTree('/login');
      const navigated = createMemoryRouter(tree.routes, { initialEntries: ['/login'], patchRoutesOnNavigation: tree.patchRoutesOnNavigation });
      await wait(navigated);
      await navigated.navigate(address);
      await wait(navigated);
      if (landedOn(navigated) !== expected) wrong.push(`${address} navigated to: ${landedOn(navigated)?.path} instead of ${expected?.path}`);
      navigated.dispose();
    }
    expect(wrong).toEqual([]);
  });

  it('holds every page in the tree of all pages, each answering its own path', () => {
    const count = (list: RouteObject[]): number => list.reduce((n, route) => n + (route.handle ? 1 : 0) + count(route.children ?? []), 0);
    expect(count(EVERY_PAGE)).toBe(ROUTES.length);
    for (const route of ROUTES.filter((r) => !r.path.includes(':'))) {
      const answering = pagesAnswering(ROUTES, route.path);
      expect(answering, route.path).toContain(route);
      expect(rankedChoice(route.path), route.path).toBe(route);
    }
  });

  it('sends an address no page answers to the 404, and gives each page once over many navigations', async () => {
    const tree = appRouteTree('/dashboard');
    const router = createMemoryRouter(tree.routes, { initialEntries: ['/dashboard'], patchRoutesOnNavigation: tree.patchRoutesOnNavigation });
    await wait(router);
    await router.navigate('/no/such/page');
    await wait(router);
    // The `*` route's element is a redirect to /404 (rendered, not a loader): the match is the `*` route.
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    // An address written with another case or an escape is the same page, as React Router matches it.
    await router.navigate('/Account/%4Ceave');
    await wait(router);
    expect(landedOn(router)?.path).toBe('/account/leave');
    for (const address of ['/account/leave', '/dashboard', '/account/leave', '/notifications', '/account/leave']) {
      await router.navigate(address);
      await wait(router);
      expect(landedOn(router)?.path).toBe(address);
    }
    const signedIn = router.routes[0]!.children!.find((route) => route.id === 'signed-in')!;
    const paths = signedIn.children!.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/account/leave', '/notifications']));
    router.dispose();
  });
});

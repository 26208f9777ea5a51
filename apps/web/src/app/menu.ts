import { canOpenRoute } from './route-access';
import { MENU_SECTIONS, ROUTES, type AppRoute, type MenuSection } from './routes';

export type MenuItem = AppRoute & { menu: NonNullable<AppRoute['menu']> };

/** Listed modules the user's views allow (SPEC.md §2): the sidebar and the dashboard shortcuts. */
export function menuItemsFor(allowedViews: readonly string[]): MenuItem[] {
  return ROUTES.filter((route): route is MenuItem => !route.hidden && route.menu !== undefined && canOpenRoute(route, allowedViews));
}

/** The same items, by sidebar section, leaving out empty sections. */
export function menuSectionsFor(allowedViews: readonly string[]): { section: MenuSection; items: MenuItem[] }[] {
  const items = menuItemsFor(allowedViews);
  return MENU_SECTIONS.map((section) => ({ section, items: items.filter((item) => item.menu.section === section) })).filter((group) => group.items.length > 0);
}

/** The sidebar entry is lit on its own page, below it, and on the pages it names as its own. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  return [item.path, ...(item.menu.activeFor ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

import type { TDepartmentDuty } from '@hris/contracts';
import { canOpenRoute } from './route-access';
import { MENU_SECTIONS, ROUTES, type AppRoute, type MenuSection } from './routes';

export type MenuItem = AppRoute & { menu: NonNullable<AppRoute['menu']> };

/** A page kept for a department's head, OIC or clerk is listed only for those who keep one so (issue 17). */
const fitsDuties = (item: MenuItem, duties: readonly TDepartmentDuty[]) => !item.menu.forDuties || item.menu.forDuties.some((duty) => duties.includes(duty));

/** A page for those who apply from outside (the applicant profile) is not listed to an employee, who applies from their PDS. */
const fitsEmployment = (item: MenuItem, employee: boolean) => !(item.menu.notForEmployees && employee);

/** Listed modules the user's views allow (SPEC.md §2) and that apply to what they do: the sidebar and the section landings. */
export function menuItemsFor(allowedViews: readonly string[], duties: readonly TDepartmentDuty[] = [], employee = false): MenuItem[] {
  return ROUTES.filter(
    (route): route is MenuItem =>
      !route.hidden &&
      route.menu !== undefined &&
      canOpenRoute(route, allowedViews) &&
      fitsDuties(route as MenuItem, duties) &&
      fitsEmployment(route as MenuItem, employee),
  );
}

/** The same items, by sidebar section, leaving out empty sections. */
export function menuSectionsFor(
  allowedViews: readonly string[],
  duties: readonly TDepartmentDuty[] = [],
  employee = false,
): { section: MenuSection; items: MenuItem[] }[] {
  const items = menuItemsFor(allowedViews, duties, employee);
  return MENU_SECTIONS.map((section) => ({ section, items: items.filter((item) => item.menu.section === section) })).filter((group) => group.items.length > 0);
}

/** The sidebar entry is lit on its own page, below it, and on the pages it names as its own. */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  return [item.path, ...(item.menu.activeFor ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

import type { TDepartmentDuty } from '@hris/contracts';
import { canOpenRoute } from './route-access';
import { MENU_SECTIONS, ROUTES, type AppRoute, type MenuSection } from './routes';

export type MenuItem = AppRoute & { menu: NonNullable<AppRoute['menu']> };

/** A page kept for a department's head, OIC or clerk is listed only for those who keep one so (issue 17). */
const fitsDuties = (item: MenuItem, duties: readonly TDepartmentDuty[]) => !item.menu.forDuties || item.menu.forDuties.some((duty) => duties.includes(duty));

/**
 * A page for those who apply from outside (the applicant profile) is not listed to an employee, who applies from their PDS;
 * an employee's own page (the payslips) is not listed to an applicant.
 */
const fitsEmployment = (item: MenuItem, employee: boolean) => !(item.menu.notForEmployees && employee) && !(item.menu.employeesOnly && !employee);

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

/** How closely an entry claims a page: the length of its longest path that is the page or above it; -1 when none is. */
function claimOf(item: MenuItem, pathname: string): number {
  return Math.max(
    -1,
    ...[item.path, ...(item.menu.activeFor ?? [])].filter((path) => pathname === path || pathname.startsWith(`${path}/`)).map((path) => path.length),
  );
}

/**
 * The sidebar entry is lit on its own page, below it, and on the pages it names as its own; when several entries
 * claim a page (/dts and /dts/my-documents), only the closest one (`others`: the entries listed beside it).
 */
export function isMenuItemActive(item: MenuItem, pathname: string, others: readonly MenuItem[] = []): boolean {
  const claim = claimOf(item, pathname);
  return claim >= 0 && others.every((other) => other === item || claimOf(other, pathname) <= claim);
}

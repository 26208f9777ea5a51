import { lazy, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TablerIcon } from '@tabler/icons-react';
import type { TDepartmentDuty, TRouteGroup } from '@hris/contracts';

// The shape of a route-table entry, shared by the table (routes.tsx) and the modules that bring
// their own entries (features/<module>/<module>.routes.tsx), so each module owns its pages.

/** Where a module is listed in the sidebar, in this order. */
export const MENU_SECTIONS = [
  'Main',
  'My Account',
  'Department',
  'eDATS',
  'Document tracking',
  'Personnel',
  'Plantilla',
  'Payroll',
  'Property',
  'Learning and development',
  'Recruitment',
  'Settings',
] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export type AppRoute = {
  path: string;
  /** The view group that may open the route (SPEC.md §6), or a default group everyone has. */
  group: TRouteGroup;
  /** Other groups that open the same page (a page two modules share, e.g. heads and the HR office). */
  alsoOpenTo?: readonly TRouteGroup[];
  /** Page title: the browser tab and the last breadcrumb. */
  title: string;
  /** Trail shown in the top bar, from the section down to this page. */
  breadcrumb: readonly string[];
  /** The trail when it depends on the path (a page the employee, their head and HR each open from their own area). */
  breadcrumbFor?: (params: Readonly<Partial<Record<string, string>>>) => readonly string[];
  /** Hidden routes are reachable but not listed in the sidebar or on the dashboard. */
  hidden: boolean;
  /** 'shell': inside the signed-in layout; 'bare': a full page of its own; 'either': the shell with a session, bare without. */
  layout: 'shell' | 'bare' | 'either';
  element: ReactNode;
  /** How a listed module appears in the sidebar and as a dashboard shortcut. */
  menu?: {
    section: MenuSection;
    label: string;
    icon: TablerIcon;
    description: string;
    /** Other pages on which this entry is lit (the pages it leads to). */
    activeFor?: readonly string[];
    /** Listed only for those who keep a department in one of these duties (its head, OIC or DTR clerk). */
    forDuties?: readonly TDepartmentDuty[];
    /** Not listed to a user with a personnel record (an employee applies from their PDS, not an applicant profile). */
    notForEmployees?: boolean;
    /** Listed only to a user with a personnel record (an applicant has no payslips). */
    employeesOnly?: boolean;
  };
  /** A signed-in user who opens this route is sent on (the sign-in page). */
  guestOnly?: boolean;
  /**
   * The answers the page's first screen shows, asked for as the route is opened (the router calls it before the page is
   * drawn, app/router.tsx): the page then draws them at once instead of drawing placeholders and then the answers.
   */
  prefetch?: (queryClient: QueryClient) => void;
};

/** What a route entry states; `page()` fills in the rest. */
export type PageEntry = Omit<AppRoute, 'title' | 'hidden' | 'layout'> & Partial<Pick<AppRoute, 'title' | 'hidden' | 'layout'>>;

/**
 * The one way a module declares a page of the route table, with the defaults most pages take: inside the signed-in
 * shell, listed in the sidebar exactly when it has a menu entry, titled by the last crumb of its breadcrumb.
 */
export function page(entry: PageEntry): AppRoute {
  return { title: entry.breadcrumb.at(-1) ?? '', hidden: entry.menu === undefined, layout: 'shell', ...entry };
}

/** A page loaded on first visit, so that each module is its own download: `lazyPage(() => import('./x-page'), 'XPage')`. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): ReactNode {
  const Page = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  return <Page />;
}

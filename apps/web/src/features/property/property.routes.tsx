import { IconBoxSeam, IconClipboardCheck, IconPackages } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// Property accountability (issue 23; SPEC.md §2 /my/mrs, §6): each employee's PARs and ICSs (PPTY-MR), and the supply
// and property office's register and forms (PROPERTYACCOUNT).

const mine = () => import('./my-property-page');

/** My Account: what I hold, by PAR and ICS. */
export const propertyAccountRoutes: readonly AppRoute[] = [
  page({
    path: '/my/mrs',
    group: 'PPTY-MR',
    breadcrumb: ['My Account', 'My property'],
    menu: {
      section: 'My Account',
      label: 'My property (PAR/ICS)',
      icon: IconBoxSeam,
      description: 'Property issued to you: what you hold, what to acknowledge, what you held before',
      activeFor: ['/my/mrs/summary', '/my/mrs/new', '/my/mrs/old', '/my/mrs/office'],
      employeesOnly: true,
    },
    element: lazyPage(mine, 'MyPropertyPage'),
  }),
  // Each tab has an address of its own, on the same page.
  ...(
    [
      ['summary', 'Summary'],
      ['new', 'New'],
      ['old', 'Old'],
      ['office', 'My office'],
    ] as const
  ).map(([tab, title]) =>
    page({ path: `/my/mrs/${tab}`, group: 'PPTY-MR', breadcrumb: ['My Account', 'My property', title], element: lazyPage(mine, 'MyPropertyPage') }),
  ),
];

/** The supply and property office. */
export const propertyOfficeRoutes: readonly AppRoute[] = [
  page({
    path: '/property/register',
    group: 'PROPERTYACCOUNT',
    breadcrumb: ['Property', 'Property register'],
    menu: {
      section: 'Property',
      label: 'Property register',
      icon: IconPackages,
      description: 'Items by the COA rules, issued on a PAR or an ICS',
    },
    element: lazyPage(() => import('./register-page'), 'PropertyRegisterPage'),
  }),
  page({
    path: '/property/counts',
    group: 'PROPERTYACCOUNT',
    breadcrumb: ['Property', 'Physical count'],
    menu: {
      section: 'Property',
      label: 'Physical count',
      icon: IconClipboardCheck,
      description: "Count what an office's people or an employee hold (RPCPPE, RPCSP)",
    },
    element: lazyPage(() => import('./counts-page'), 'PropertyCountsPage'),
  }),
  page({
    path: '/property/counts/:id',
    group: 'PROPERTYACCOUNT',
    title: 'Physical count',
    breadcrumb: ['Property', 'Physical count', 'Count'],
    element: lazyPage(() => import('./count-page'), 'PropertyCountPage'),
  }),
];

import { IconBoxSeam, IconClipboardCheck, IconPackages } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

// Property accountability (issue 23; SPEC.md §2 /my/mrs, §6): each employee's PARs and ICSs (PPTY-MR), and the supply
// and property office's register and forms (PROPERTYACCOUNT).

const mine = () => import('./my-property-page');

const myTab = (tab: 'summary' | 'new' | 'old' | 'office', title: string): AppRoute => ({
  path: `/my/mrs/${tab}`,
  group: 'PPTY-MR',
  title,
  breadcrumb: ['My Account', 'My property', title],
  hidden: true,
  layout: 'shell',
  element: lazyPage(mine, (m) => m.MyPropertyPage),
});

/** My Account: what I hold, by PAR and ICS. */
export const propertyAccountRoutes: readonly AppRoute[] = [
  {
    path: '/my/mrs',
    group: 'PPTY-MR',
    title: 'My property',
    breadcrumb: ['My Account', 'My property'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'My Account',
      label: 'My property (PAR/ICS)',
      icon: IconBoxSeam,
      description: 'Property issued to you: what you hold, what to acknowledge, what you held before',
      activeFor: ['/my/mrs/summary', '/my/mrs/new', '/my/mrs/old', '/my/mrs/office'],
      employeesOnly: true,
    },
    element: lazyPage(mine, (m) => m.MyPropertyPage),
  },
  myTab('summary', 'Summary'),
  myTab('new', 'New'),
  myTab('old', 'Old'),
  myTab('office', 'My office'),
];

/** The supply and property office. */
export const propertyOfficeRoutes: readonly AppRoute[] = [
  {
    path: '/property/register',
    group: 'PROPERTYACCOUNT',
    title: 'Property register',
    breadcrumb: ['Property', 'Property register'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Property',
      label: 'Property register',
      icon: IconPackages,
      description: 'Items by the COA rules, issued on a PAR or an ICS',
    },
    element: lazyPage(
      () => import('./register-page'),
      (m) => m.PropertyRegisterPage,
    ),
  },
  {
    path: '/property/counts',
    group: 'PROPERTYACCOUNT',
    title: 'Physical count',
    breadcrumb: ['Property', 'Physical count'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Property',
      label: 'Physical count',
      icon: IconClipboardCheck,
      description: "Count what an office's people or an employee hold (RPCPPE, RPCSP)",
    },
    element: lazyPage(
      () => import('./counts-page'),
      (m) => m.PropertyCountsPage,
    ),
  },
  {
    path: '/property/counts/:id',
    group: 'PROPERTYACCOUNT',
    title: 'Physical count',
    breadcrumb: ['Property', 'Physical count', 'Count'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./count-page'),
      (m) => m.PropertyCountPage,
    ),
  },
];

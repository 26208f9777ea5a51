import type { ComponentType } from 'react';
import { IconPlaneDeparture } from '@tabler/icons-react';
import type { TRouteGroup } from '@hris/contracts';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

const lists = () => import('./travel-list-page');
const details = () => import('./travel-details-page');

const detailRoute = (path: string, group: TRouteGroup, breadcrumb: string[], pick: (m: Awaited<ReturnType<typeof details>>) => ComponentType): AppRoute => ({
  path,
  group,
  title: 'Travel',
  breadcrumb,
  hidden: true,
  layout: 'shell',
  element: lazyPage(details, pick),
});

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const travelRoutes: readonly AppRoute[] = [
  {
    path: '/account/ob',
    group: 'PDS',
    title: 'Official Business Travel',
    breadcrumb: ['My Account', 'Official Business Travel'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'My Account',
      label: 'Official business travel',
      icon: IconPlaneDeparture,
      description: 'File travel on official business; approved days count as present',
    },
    element: lazyPage(lists, (m) => m.MyTravelsPage),
  },
  detailRoute('/account/ob/:id', 'PDS', ['My Account', 'Official Business Travel', 'Travel'], (m) => m.MyTravelPage),
  {
    path: '/department/edats/ob',
    group: 'EDATSDEPTHEAD',
    title: 'Official business travel',
    breadcrumb: ['Department', 'Official business travel'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Department',
      label: 'Staff travel on official business',
      icon: IconPlaneDeparture,
      description: "Recommend your department's travels on official business",
    },
    element: lazyPage(lists, (m) => m.DepartmentTravelsPage),
  },
  detailRoute('/department/edats/ob/:id', 'EDATSDEPTHEAD', ['Department', 'Official business travel', 'Travel'], (m) => m.DepartmentTravelPage),
  {
    path: '/edats/obt',
    group: 'EDATSADMIN',
    title: 'Official business travel',
    breadcrumb: ['eDATS', 'Official business travel'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'All official business travel',
      icon: IconPlaneDeparture,
      description: "Everyone's travels, their approval and travel orders, and the Excel list",
    },
    element: lazyPage(lists, (m) => m.AllTravelsPage),
  },
  detailRoute('/edats/obt/:id', 'EDATSADMIN', ['eDATS', 'Official business travel', 'Travel'], (m) => m.OfficeTravelPage),
];

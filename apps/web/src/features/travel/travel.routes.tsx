import type { ComponentType } from 'react';
import { IconPlaneDeparture } from '@tabler/icons-react';
import type { TRouteGroup } from '@hris/contracts';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

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
  page({
    path: '/account/ob',
    group: 'PDS',
    breadcrumb: ['My Account', 'Official Business Travel'],
    menu: {
      section: 'My Account',
      label: 'Official business travel',
      icon: IconPlaneDeparture,
      description: 'File travel on official business; approved days count as present',
    },
    element: lazyPage(lists, (m) => m.MyTravelsPage),
  }),
  detailRoute('/account/ob/:id', 'PDS', ['My Account', 'Official Business Travel', 'Travel'], (m) => m.MyTravelPage),
  page({
    path: '/department/edats/ob',
    group: 'EDATSDEPTHEAD',
    breadcrumb: ['Department', 'Official business travel'],
    menu: {
      section: 'Department',
      label: 'Staff travel on official business',
      icon: IconPlaneDeparture,
      description: "Recommend your department's travels on official business",
    },
    element: lazyPage(lists, (m) => m.DepartmentTravelsPage),
  }),
  detailRoute('/department/edats/ob/:id', 'EDATSDEPTHEAD', ['Department', 'Official business travel', 'Travel'], (m) => m.DepartmentTravelPage),
  page({
    path: '/edats/obt',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'Official business travel'],
    menu: {
      section: 'eDATS',
      label: 'All official business travel',
      icon: IconPlaneDeparture,
      description: "Everyone's travels, their approval and travel orders, and the Excel list",
    },
    element: lazyPage(lists, (m) => m.AllTravelsPage),
  }),
  detailRoute('/edats/obt/:id', 'EDATSADMIN', ['eDATS', 'Official business travel', 'Travel'], (m) => m.OfficeTravelPage),
];

import { IconPlaneDeparture } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

const lists = () => import('./travel-list-page');
const details = () => import('./travel-details-page');

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
    element: lazyPage(lists, 'MyTravelsPage'),
  }),
  page({
    path: '/account/ob/:id',
    group: 'PDS',
    title: 'Travel',
    breadcrumb: ['My Account', 'Official Business Travel', 'Travel'],
    element: lazyPage(details, 'MyTravelPage'),
  }),
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
    element: lazyPage(lists, 'DepartmentTravelsPage'),
  }),
  page({
    path: '/department/edats/ob/:id',
    group: 'EDATSDEPTHEAD',
    title: 'Travel',
    breadcrumb: ['Department', 'Official business travel', 'Travel'],
    element: lazyPage(details, 'DepartmentTravelPage'),
  }),
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
    element: lazyPage(lists, 'AllTravelsPage'),
  }),
  page({
    path: '/edats/obt/:id',
    group: 'EDATSADMIN',
    title: 'Travel',
    breadcrumb: ['eDATS', 'Official business travel', 'Travel'],
    element: lazyPage(details, 'OfficeTravelPage'),
  }),
];

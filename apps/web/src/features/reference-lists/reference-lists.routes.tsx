import { Navigate } from 'react-router';
import { IconListDetails, IconStack2 } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';
import { REFERENCE_LISTS, type ReferenceList } from './reference-lists.config';

const referenceListPage = lazyPage(() => import('./reference-list-page'), 'ReferenceListPage');

/** Each reference list is a page of its own (reference-lists.config), all drawn by one component. */
const referenceListRoute = (list: ReferenceList, menu?: AppRoute['menu']) =>
  page({ path: list.path, group: list.group, breadcrumb: ['Settings', 'Reference lists', list.title], element: referenceListPage, menu });

const generalLists = REFERENCE_LISTS.filter((list) => list.group === 'GENERALSETTINGS');
const plantillaLists = REFERENCE_LISTS.filter((list) => list.group === 'PLANTILLA');

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const referenceListsRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/lists',
    group: 'GENERALSETTINGS',
    breadcrumb: ['Settings', 'Reference lists'],
    menu: {
      section: 'Settings',
      label: 'Reference lists',
      icon: IconListDetails,
      description: 'Positions, degrees, schools and the other lists',
      activeFor: generalLists.map((list) => list.path),
    },
    element: <Navigate to={generalLists[0]!.path} replace />,
  }),
  ...generalLists.map((list) => referenceListRoute(list)),
  ...plantillaLists.map((list, index) =>
    referenceListRoute(
      list,
      // One sidebar entry for both plantilla lists; the page's navigator switches between them.
      index === 0
        ? {
            section: 'Settings',
            label: 'Coverage and level',
            icon: IconStack2,
            description: 'Coverages and levels of plantilla items',
            activeFor: plantillaLists.map((l) => l.path),
          }
        : undefined,
    ),
  ),
];

import { IconCertificate, IconDoorExit } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const recordsRoutes: readonly AppRoute[] = [
  page({
    path: '/personnels/:id/service_record',
    group: 'PERSONNELS',
    breadcrumb: ['Personnel', 'Personnels', 'Service record'],
    element: lazyPage(() => import('./service-record-page'), 'ServiceRecordPage'),
  }),
  page({
    path: '/personnels/:id/reclassification-reappoint',
    group: 'PERSONNELS',
    breadcrumb: ['Personnel', 'Personnels', 'Reclassification and reappointment'],
    element: lazyPage(() => import('./reclassification-page'), 'ReclassificationPage'),
  }),
  page({
    path: '/coe',
    group: 'COE',
    // Every employee requests their own certificates here; holders of COE also see everyone's.
    alsoOpenTo: ['PDS'],
    breadcrumb: ['Personnel', 'Certificates of employment'],
    menu: { section: 'Personnel', label: 'Certificates of employment', icon: IconCertificate, description: 'Request a COE; HR issues the signed certificate' },
    element: lazyPage(() => import('./coe-page'), 'CoePage'),
  }),
  page({
    path: '/offboard',
    group: 'OFFBOARDPERSONNEL',
    // Heads clear their own office's item on a separating employee's clearance.
    alsoOpenTo: ['EDATSDEPTHEAD'],
    breadcrumb: ['Personnel', 'Offboarding'],
    menu: { section: 'Personnel', label: 'Offboarding', icon: IconDoorExit, description: 'Separations, clearance and account deactivation' },
    element: lazyPage(() => import('./offboard-page'), 'OffboardPage'),
  }),
];

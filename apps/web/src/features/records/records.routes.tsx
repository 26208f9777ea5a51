import { IconCertificate, IconDoorExit } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages of the personnel area of this feature, spread into the one route table (app/routes.tsx). */
export const recordsRoutes: readonly AppRoute[] = [
  {
    path: '/personnels/:id/service_record',
    group: 'PERSONNELS',
    title: 'Service record',
    breadcrumb: ['Personnel', 'Personnels', 'Service record'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./service-record-page'),
      (m) => m.ServiceRecordPage,
    ),
  },
  {
    path: '/personnels/:id/reclassification-reappoint',
    group: 'PERSONNELS',
    title: 'Reclassification and reappointment',
    breadcrumb: ['Personnel', 'Personnels', 'Reclassification and reappointment'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./reclassification-page'),
      (m) => m.ReclassificationPage,
    ),
  },
  {
    path: '/coe',
    group: 'COE',
    // Every employee requests their own certificates here; holders of COE also see everyone's.
    alsoOpenTo: ['PDS'],
    title: 'Certificates of employment',
    breadcrumb: ['Personnel', 'Certificates of employment'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Certificates of employment', icon: IconCertificate, description: 'Request a COE; HR issues the signed certificate' },
    element: lazyPage(
      () => import('./coe-page'),
      (m) => m.CoePage,
    ),
  },
  {
    path: '/offboard',
    group: 'OFFBOARDPERSONNEL',
    // Heads clear their own office's item on a separating employee's clearance.
    alsoOpenTo: ['EDATSDEPTHEAD'],
    title: 'Offboarding',
    breadcrumb: ['Personnel', 'Offboarding'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Offboarding', icon: IconDoorExit, description: 'Separations, clearance and account deactivation' },
    element: lazyPage(
      () => import('./offboard-page'),
      (m) => m.OffboardPage,
    ),
  },
];

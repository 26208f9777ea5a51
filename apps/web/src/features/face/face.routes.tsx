import { IconFaceId, IconScan } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../app/route-kit';

// Face attendance (issue 24; SPEC.md §2 eDATS admin: face/register and face/recognize, group ADMIN). The kiosk is a
// page of its own (no menu around it) for the tablet at the office door, signed in with an administrator's account.
export const faceRoutes: readonly AppRoute[] = [
  {
    path: '/edats/face/register',
    group: 'ADMIN',
    title: 'Face enrolment',
    breadcrumb: ['eDATS', 'Face enrolment'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Face enrolment', icon: IconFaceId, description: "Enrol employees' faces for the attendance kiosk, with their consent" },
    element: lazyPage(
      () => import('./face-register-page'),
      (m) => m.FaceRegisterPage,
    ),
  },
  {
    path: '/edats/face/recognize',
    group: 'ADMIN',
    title: 'Face attendance kiosk',
    breadcrumb: ['eDATS', 'Face attendance kiosk'],
    hidden: false,
    layout: 'bare',
    menu: {
      section: 'eDATS',
      label: 'Face attendance kiosk',
      icon: IconScan,
      description: 'The kiosk at the office door: employees record their time by face',
    },
    element: lazyPage(
      () => import('./face-kiosk-page'),
      (m) => m.FaceKioskPage,
    ),
  },
];

import { IconFaceId } from '@tabler/icons-react';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';
import { KIOSK_PATH } from './face.api';

// Face attendance (issues 24 and 37; SPEC.md §2 eDATS admin: face/register and face/recognize). Enrolment is the
// administrators' (ADMIN). The kiosk is a page of its own (no menu around it, no session: a public path) for the tablet
// at the office door, which holds a kiosk key of its own; the administrator sets a tablet up from the enrolment page.
export const faceRoutes: readonly AppRoute[] = [
  page({
    path: '/edats/face/register',
    group: 'ADMIN',
    breadcrumb: ['eDATS', 'Face enrolment'],
    menu: { section: 'eDATS', label: 'Face enrolment', icon: IconFaceId, description: "Enrol employees' faces for the attendance kiosk, with their consent" },
    element: lazyPage(() => import('./face-register-page'), 'FaceRegisterPage'),
  }),
  page({
    path: KIOSK_PATH,
    group: 'OTHERS',
    breadcrumb: ['eDATS', 'Face attendance kiosk'],
    layout: 'bare',
    element: lazyPage(() => import('./face-kiosk-page'), 'FaceKioskPage'),
  }),
];

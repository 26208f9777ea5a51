import { IconListDetails, IconMessageStar, IconMessages } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// Feedback (issue 24; SPEC.md §2 /feedback: details, list, modules): any signed-in user sends feedback and reads the
// answers (DEFAULT); the administrators read and answer everyone's and keep the module list (FEEDBACK).

/** Main: send feedback, my feedback. */
export const feedbackMainRoutes: readonly AppRoute[] = [
  page({
    path: '/feedback',
    group: 'DEFAULT',
    breadcrumb: ['Feedback'],
    menu: {
      section: 'Main',
      label: 'Feedback',
      icon: IconMessageStar,
      description: 'Rate a module of the HRIS and tell the administrators why',
    },
    element: lazyPage(() => import('./feedback-page'), 'FeedbackPage'),
  }),
];

/** Settings: everyone's feedback, its answer, the module list. */
export const feedbackAdminRoutes: readonly AppRoute[] = [
  page({
    path: '/feedback/list',
    group: 'FEEDBACK',
    breadcrumb: ['Settings', 'Feedback received'],
    menu: {
      section: 'Settings',
      label: 'Feedback received',
      icon: IconMessages,
      description: "Everyone's feedback with the averages per module; answer it",
      activeFor: ['/feedback/details'],
    },
    element: lazyPage(() => import('./feedback-list-page'), 'FeedbackListPage'),
  }),
  page({
    path: '/feedback/details/:id',
    group: 'FEEDBACK',
    title: 'Feedback details',
    breadcrumb: ['Settings', 'Feedback received', 'Details'],
    element: lazyPage(() => import('./feedback-details-page'), 'FeedbackDetailsPage'),
  }),
  page({
    path: '/feedback/modules',
    group: 'FEEDBACK',
    breadcrumb: ['Settings', 'Feedback modules'],
    menu: {
      section: 'Settings',
      label: 'Feedback modules',
      icon: IconListDetails,
      description: 'The modules users send feedback on: add, rename, reorder, retire',
    },
    element: lazyPage(() => import('./feedback-modules-page'), 'FeedbackModulesPage'),
  }),
];

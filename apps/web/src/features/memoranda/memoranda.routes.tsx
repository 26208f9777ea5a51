import { IconFileText } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// Memorandum circulars (issue 24; SPEC.md §2: / redirects to /memorandum_circular): every staff user reads the
// memoranda addressed to them (DEFAULT; the API answers an applicant's account an empty list); the issuers (MEMORANDA)
// issue them and see their readers on the same pages.

/** Main: the memoranda addressed to me (the landing page), one memorandum. */
export const memorandaRoutes: readonly AppRoute[] = [
  page({
    path: '/memorandum_circular',
    group: 'DEFAULT',
    breadcrumb: ['Memorandum Circular'],
    menu: {
      section: 'Main',
      label: 'Memorandum Circular',
      icon: IconFileText,
      description: 'The memoranda and circulars issued to you: read and acknowledge them',
      employeesOnly: true,
    },
    element: lazyPage(() => import('./memoranda-page'), 'MemorandaPage'),
  }),
  page({
    path: '/memorandum_circular/:id',
    group: 'DEFAULT',
    breadcrumb: ['Memorandum Circular', 'Memorandum'],
    element: lazyPage(() => import('./memorandum-page'), 'MemorandumPage'),
  }),
];

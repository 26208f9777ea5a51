import { IconFileCheck, IconSchool, IconSend } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const dtrSubmissionRoutes: readonly AppRoute[] = [
  page({
    // Every employee may be a department's DTR clerk; the server says whether they are.
    path: '/clerk/dtr_list',
    group: 'EDATS',
    breadcrumb: ['Department', 'DTR Submission'],
    menu: {
      section: 'Department',
      label: 'DTR Submission',
      icon: IconSend,
      description: "The department's DTRs of the month, submitted to HR by its DTR clerk",
      forDuties: ['head', 'oic', 'dtr_clerk'],
    },
    element: lazyPage(() => import('./clerk-dtr-list-page'), 'ClerkDtrListPage'),
  }),
  page({
    path: '/clerk/dtr_list/:personnelId',
    group: 'EDATS',
    breadcrumb: ['Department', 'DTR Submission', 'Daily Time Record'],
    element: lazyPage(() => import('./person-dtr-page'), 'ClerkPersonDtrPage'),
  }),
  page({
    path: '/edats/dtr-submission',
    group: 'EDATSADMIN',
    breadcrumb: ['eDATS', 'DTR Submission'],
    menu: {
      section: 'eDATS',
      label: 'DTRs received',
      icon: IconFileCheck,
      description: "Each department's DTRs of the month: received, returned or still to come",
    },
    element: lazyPage(() => import('./hr-dtr-submissions-page'), 'HrDtrSubmissionsPage'),
  }),
  page({
    path: '/manage/dtr',
    group: 'EDATSDTRFACULTY',
    breadcrumb: ['eDATS', 'Faculty DTR'],
    menu: { section: 'eDATS', label: 'Faculty DTR', icon: IconSchool, description: "A college's faculty members: late, undertime, absences and CS Form 48" },
    element: lazyPage(() => import('./faculty-dtr-page'), 'FacultyDtrPage'),
  }),
  page({
    path: '/manage/dtr/:personnelId',
    group: 'EDATSDTRFACULTY',
    title: 'Faculty DTR',
    breadcrumb: ['eDATS', 'Faculty DTR', 'Daily Time Record'],
    element: lazyPage(() => import('./person-dtr-page'), 'FacultyPersonDtrPage'),
  }),
];

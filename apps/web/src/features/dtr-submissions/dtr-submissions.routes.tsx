import { IconFileCheck, IconSchool, IconSend } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const dtrSubmissionRoutes: readonly AppRoute[] = [
  {
    // Every employee may be a department's DTR clerk; the server says whether they are.
    path: '/clerk/dtr_list',
    group: 'EDATS',
    title: 'DTR Submission',
    breadcrumb: ['Department', 'DTR Submission'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Department',
      label: 'DTR Submission',
      icon: IconSend,
      description: "The department's DTRs of the month, submitted to HR by its DTR clerk",
      forDuties: ['head', 'oic', 'dtr_clerk'],
    },
    element: lazyPage(
      () => import('./clerk-dtr-list-page'),
      (m) => m.ClerkDtrListPage,
    ),
  },
  {
    path: '/clerk/dtr_list/:personnelId',
    group: 'EDATS',
    title: 'Daily Time Record',
    breadcrumb: ['Department', 'DTR Submission', 'Daily Time Record'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./person-dtr-page'),
      (m) => m.ClerkPersonDtrPage,
    ),
  },
  {
    path: '/edats/dtr-submission',
    group: 'EDATSADMIN',
    title: 'DTR Submission',
    breadcrumb: ['eDATS', 'DTR Submission'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'eDATS',
      label: 'DTRs received',
      icon: IconFileCheck,
      description: "Each department's DTRs of the month: received, returned or still to come",
    },
    element: lazyPage(
      () => import('./hr-dtr-submissions-page'),
      (m) => m.HrDtrSubmissionsPage,
    ),
  },
  {
    path: '/manage/dtr',
    group: 'EDATSDTRFACULTY',
    title: 'Faculty DTR',
    breadcrumb: ['eDATS', 'Faculty DTR'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Faculty DTR', icon: IconSchool, description: "A college's faculty members: late, undertime, absences and CS Form 48" },
    element: lazyPage(
      () => import('./faculty-dtr-page'),
      (m) => m.FacultyDtrPage,
    ),
  },
  {
    path: '/manage/dtr/:personnelId',
    group: 'EDATSDTRFACULTY',
    title: 'Faculty DTR',
    breadcrumb: ['eDATS', 'Faculty DTR', 'Daily Time Record'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./person-dtr-page'),
      (m) => m.FacultyPersonDtrPage,
    ),
  },
];

import { IconFileCheck, IconSend, IconUserCircle } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/**
 * The applicant portal. The board, a post's preview, registration, e-mail verification and the
 * interview answer are public; the rest needs a session. Applicants hold no views, so their
 * pages are in the DEFAULT group: an employee may apply from inside as well (the API starts
 * their profile from their name).
 */
export const jobsRoutes: readonly AppRoute[] = [
  page({ path: '/jobs', group: 'OTHERS', breadcrumb: ['Job openings'], layout: 'bare', element: lazyPage(() => import('./job-board-page'), 'JobBoardPage') }),
  page({
    path: '/jobs/preview/:code',
    group: 'OTHERS',
    breadcrumb: ['Job openings', 'Job post'],
    layout: 'bare',
    element: lazyPage(() => import('./job-preview-page'), 'JobPreviewPage'),
  }),
  page({
    path: '/jobs/register',
    group: 'OTHERS',
    title: 'Register as a job applicant',
    breadcrumb: ['Register'],
    layout: 'bare',
    guestOnly: true,
    element: lazyPage(() => import('./register-page'), 'RegisterPage'),
  }),
  page({
    path: '/jobs/verify_email',
    group: 'OTHERS',
    breadcrumb: ['Verify your e-mail address'],
    layout: 'bare',
    element: lazyPage(() => import('./verify-email-page'), 'VerifyEmailPage'),
  }),
  page({
    path: '/schedule_response',
    group: 'OTHERS',
    breadcrumb: ['Interview invitation'],
    layout: 'bare',
    element: lazyPage(() => import('./schedule-response-page'), 'ScheduleResponsePage'),
  }),
  page({
    path: '/jobs/apply_now',
    group: 'DEFAULT',
    breadcrumb: ['Jobs', 'Apply Now'],
    // SPEC.md §6: reachable signed out (the open posts, and a word to sign in or register to apply).
    layout: 'either',
    menu: { section: 'My Account', label: 'Apply Now', icon: IconSend, description: 'Apply for an open post of the university' },
    element: lazyPage(() => import('./apply-now-page'), 'ApplyNowEntry'),
  }),
  page({
    path: '/jobs/apply_now/:jobID/applicant/:applicantID',
    group: 'DEFAULT',
    breadcrumb: ['Jobs', 'Apply Now', 'Apply'],
    element: lazyPage(() => import('./apply-page'), 'ApplyPage'),
  }),
  page({
    path: '/account/application/status',
    group: 'DEFAULT',
    breadcrumb: ['My Account', 'My applications'],
    menu: { section: 'My Account', label: 'My applications', icon: IconFileCheck, description: 'Where each of your job applications stands' },
    element: lazyPage(() => import('./application-status-page'), 'ApplicationStatusPage'),
  }),
  page({
    path: '/jobs/:rappID/other/submissions/:appID',
    group: 'DEFAULT',
    breadcrumb: ['My Account', 'My applications', 'Submit documents'],
    element: lazyPage(() => import('./submit-documents-page'), 'SubmitDocumentsPage'),
  }),
  page({
    path: '/jobs/profile',
    group: 'DEFAULT',
    breadcrumb: ['Jobs', 'Applicant profile'],
    menu: {
      section: 'My Account',
      label: 'Applicant profile',
      icon: IconUserCircle,
      description: 'Your education, eligibility, work experience and trainings for applying',
      notForEmployees: true,
    },
    element: lazyPage(() => import('./applicant-profile-page'), 'ApplicantProfilePage'),
  }),
];

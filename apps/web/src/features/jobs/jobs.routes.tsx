import { IconFileCheck, IconSend, IconUserCircle } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

/**
 * The applicant portal. The board, a post's preview, registration, e-mail verification and the
 * interview answer are public; the rest needs a session. Applicants hold no views, so their
 * pages are in the DEFAULT group: an employee may apply from inside as well (the API starts
 * their profile from their name).
 */
export const jobsRoutes: readonly AppRoute[] = [
  {
    path: '/jobs',
    group: 'OTHERS',
    title: 'Job openings',
    breadcrumb: ['Job openings'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./job-board-page'),
      (m) => m.JobBoardPage,
    ),
  },
  {
    path: '/jobs/preview/:code',
    group: 'OTHERS',
    title: 'Job post',
    breadcrumb: ['Job openings', 'Job post'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./job-preview-page'),
      (m) => m.JobPreviewPage,
    ),
  },
  {
    path: '/jobs/register',
    group: 'OTHERS',
    title: 'Register as a job applicant',
    breadcrumb: ['Register'],
    hidden: true,
    layout: 'bare',
    guestOnly: true,
    element: lazyPage(
      () => import('./register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: '/jobs/verify_email',
    group: 'OTHERS',
    title: 'Verify your e-mail address',
    breadcrumb: ['Verify your e-mail address'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./verify-email-page'),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: '/schedule_response',
    group: 'OTHERS',
    title: 'Interview invitation',
    breadcrumb: ['Interview invitation'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(
      () => import('./schedule-response-page'),
      (m) => m.ScheduleResponsePage,
    ),
  },
  {
    path: '/jobs/apply_now',
    group: 'DEFAULT',
    title: 'Apply Now',
    breadcrumb: ['Jobs', 'Apply Now'],
    hidden: false,
    // SPEC.md §6: reachable signed out (the open posts, and a word to sign in or register to apply).
    layout: 'either',
    menu: { section: 'My Account', label: 'Apply Now', icon: IconSend, description: 'Apply for an open post of the university' },
    element: lazyPage(
      () => import('./apply-now-page'),
      (m) => m.ApplyNowEntry,
    ),
  },
  {
    path: '/jobs/apply_now/:jobID/applicant/:applicantID',
    group: 'DEFAULT',
    title: 'Apply',
    breadcrumb: ['Jobs', 'Apply Now', 'Apply'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./apply-page'),
      (m) => m.ApplyPage,
    ),
  },
  {
    path: '/account/application/status',
    group: 'DEFAULT',
    title: 'My applications',
    breadcrumb: ['My Account', 'My applications'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'My applications', icon: IconFileCheck, description: 'Where each of your job applications stands' },
    element: lazyPage(
      () => import('./application-status-page'),
      (m) => m.ApplicationStatusPage,
    ),
  },
  {
    path: '/jobs/:rappID/other/submissions/:appID',
    group: 'DEFAULT',
    title: 'Submit documents',
    breadcrumb: ['My Account', 'My applications', 'Submit documents'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./submit-documents-page'),
      (m) => m.SubmitDocumentsPage,
    ),
  },
  {
    path: '/jobs/profile',
    group: 'DEFAULT',
    title: 'Applicant profile',
    breadcrumb: ['Jobs', 'Applicant profile'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'My Account',
      label: 'Applicant profile',
      icon: IconUserCircle,
      description: 'Your education, eligibility, work experience and trainings for applying',
      notForEmployees: true,
    },
    element: lazyPage(
      () => import('./applicant-profile-page'),
      (m) => m.ApplicantProfilePage,
    ),
  },
];

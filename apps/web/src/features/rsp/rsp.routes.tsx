import { IconBriefcase, IconCertificate2, IconFilePlus, IconStars, IconUsersGroup, IconUserSearch } from '@tabler/icons-react';
import type { TRouteGroup } from '@hris/contracts';
import { lazyPage, page, type AppRoute } from '../../lib/route-kit';

const load = () => import('./rsp-pages');

// The recruitment office's pages also open to the views that do its parts (SPEC.md §6).
const POSTS: readonly TRouteGroup[] = ['JOBPOST'];
const APPLICANTS: readonly TRouteGroup[] = ['APPLICANTS'];
const BOARD: readonly TRouteGroup[] = ['RSPMEMBER', 'RSP'];

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const rspRoutes: readonly AppRoute[] = [
  page({
    path: '/rsp/request_to_hire',
    group: 'HIREREQUEST',
    breadcrumb: ['Recruitment', 'Requests to hire'],
    alsoOpenTo: ['JOBREQUEST', 'RSP'],
    menu: {
      section: 'Recruitment',
      label: 'Requests to hire',
      icon: IconFilePlus,
      description: 'Ask to fill a vacant plantilla item or a new position',
      activeFor: ['/rsp/request_to_hire/:id'],
    },
    element: lazyPage(load, 'HiringRequestsPage'),
  }),
  page({
    path: '/rsp/request_to_hire/:id',
    group: 'HIREREQUEST',
    breadcrumb: ['Recruitment', 'Requests to hire', 'Request'],
    alsoOpenTo: ['JOBREQUEST', 'RSP'],
    element: lazyPage(load, 'HiringRequestPage'),
  }),
  page({
    path: '/rsp/job_posts',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts'],
    alsoOpenTo: POSTS,
    menu: {
      section: 'Recruitment',
      label: 'Job posts',
      icon: IconBriefcase,
      description: 'Publish vacancies (CS Form No. 9), screen applicants, schedule interviews',
      activeFor: ['/rsp/job'],
    },
    element: lazyPage(load, 'JobPostsPage'),
  }),
  page({
    path: '/rsp/job_posts/new',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts', 'New job post'],
    alsoOpenTo: POSTS,
    element: lazyPage(load, 'JobPostFormPage'),
  }),
  page({
    path: '/rsp/job_posts/:id/edit',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts', 'Edit job post'],
    alsoOpenTo: POSTS,
    element: lazyPage(load, 'JobPostFormPage'),
  }),
  page({
    path: '/rsp/job_posts/:id/list',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts', 'Applicants'],
    alsoOpenTo: [...POSTS, ...APPLICANTS],
    element: lazyPage(load, 'PostApplicantsPage'),
  }),
  page({
    path: '/rsp/job_posts/:id/interview/schedule',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts', 'Interview schedule'],
    element: lazyPage(load, 'InterviewSchedulePage'),
  }),
  page({
    path: '/rsp/job_posts/:id/applicant/:appID/assessment/napb',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts', 'Assessment (NAPB)'],
    alsoOpenTo: ['COMMITTEE', 'RSPMEMBER'],
    element: lazyPage(load, 'RateApplicantPage'),
  }),
  page({
    path: '/rsp/job_posts/:id/applicant/:appID/assessment/apb',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts', 'Assessment (APB)'],
    alsoOpenTo: ['COMMITTEE', 'RSPMEMBER'],
    element: lazyPage(load, 'RateApplicantPage'),
  }),
  page({
    path: '/rsp/job/:rid/applicant/:id/profile/:rappid',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Job posts', 'Application'],
    alsoOpenTo: APPLICANTS,
    element: lazyPage(load, 'ApplicationPage'),
  }),
  page({
    path: '/rsp/applicants',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Applicants'],
    alsoOpenTo: APPLICANTS,
    menu: {
      section: 'Recruitment',
      label: 'Applicants',
      icon: IconUserSearch,
      description: 'Everyone who registered on the job board, their profiles and applications',
      activeFor: ['/rsp/applicants/:id/profile'],
    },
    element: lazyPage(load, 'ApplicantsPage'),
  }),
  page({
    path: '/rsp/applicants/:id/profile',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Applicants', 'Profile'],
    alsoOpenTo: APPLICANTS,
    element: lazyPage(load, 'ApplicantProfilePage'),
  }),
  page({
    path: '/rsp/committees',
    group: 'RSP',
    breadcrumb: ['Recruitment', 'Selection boards'],
    menu: {
      section: 'Recruitment',
      label: 'Selection boards',
      icon: IconUsersGroup,
      description: 'The NAPB and the APB: members and the weighted criteria they rate on',
    },
    element: lazyPage(load, 'CommitteesPage'),
  }),
  page({
    path: '/rsp/assessment',
    group: 'COMMITTEE',
    breadcrumb: ['Recruitment', 'Assessment'],
    alsoOpenTo: BOARD,
    menu: {
      section: 'Recruitment',
      label: 'Assessment',
      icon: IconStars,
      description: 'Rate the shortlisted applicants of your board’s posts; the comparative ranking',
      activeFor: ['/rsp/assessment/applicant_assessment'],
    },
    element: lazyPage(load, 'AssessmentPostsPage'),
  }),
  page({
    path: '/rsp/assessment/applicant_assessment',
    group: 'COMMITTEE',
    breadcrumb: ['Recruitment', 'Assessment'],
    alsoOpenTo: BOARD,
    element: lazyPage(load, 'AssessmentPostsPage'),
  }),
  page({
    path: '/rsp/assessment/applicant_assessment/:id/list',
    group: 'COMMITTEE',
    breadcrumb: ['Recruitment', 'Assessment', 'Applicants'],
    alsoOpenTo: BOARD,
    element: lazyPage(load, 'AssessmentListPage'),
  }),
  page({
    path: '/rsp/assessment/applicant_assessment/:id/applicant/:appID/napb',
    group: 'COMMITTEE',
    breadcrumb: ['Recruitment', 'Assessment', 'Rate (NAPB)'],
    alsoOpenTo: BOARD,
    element: lazyPage(load, 'RateApplicantPage'),
  }),
  page({
    path: '/rsp/assessment/applicant_assessment/:id/applicant/:appID/apb',
    group: 'COMMITTEE',
    breadcrumb: ['Recruitment', 'Assessment', 'Rate (APB)'],
    alsoOpenTo: BOARD,
    element: lazyPage(load, 'RateApplicantPage'),
  }),
  page({
    path: '/rsp/rai',
    group: 'RAI',
    breadcrumb: ['Recruitment', 'Appointments and RAI'],
    alsoOpenTo: ['RSP'],
    menu: {
      section: 'Recruitment',
      label: 'Appointments and RAI',
      icon: IconCertificate2,
      description: 'Select and appoint from the ranking; the Report on Appointments Issued (CS Form No. 2)',
    },
    element: lazyPage(load, 'RaiPage'),
  }),
];

import { IconBriefcase, IconCertificate2, IconFilePlus, IconStars, IconUsersGroup, IconUserSearch } from '@tabler/icons-react';
import type { TRouteGroup } from '@hris/contracts';
import { lazyPage, type AppRoute } from '../../lib/route-kit';

const load = () => import('./rsp-pages');
type Pick = Parameters<typeof lazyPage<Awaited<ReturnType<typeof load>>>>[1];

// The recruitment office's pages also open to the views that do its parts (SPEC.md §6).
const POSTS: readonly TRouteGroup[] = ['JOBPOST'];
const APPLICANTS: readonly TRouteGroup[] = ['APPLICANTS'];
const BOARD: readonly TRouteGroup[] = ['RSPMEMBER', 'RSP'];

function page(path: string, group: TRouteGroup, breadcrumb: string[], pick: Pick, alsoOpenTo?: readonly TRouteGroup[], menu?: AppRoute['menu']): AppRoute {
  return {
    path,
    group,
    alsoOpenTo,
    title: breadcrumb.at(-1)!,
    breadcrumb: ['Recruitment', ...breadcrumb],
    hidden: menu === undefined,
    layout: 'shell',
    element: lazyPage(load, pick),
    menu,
  };
}

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const rspRoutes: readonly AppRoute[] = [
  page('/rsp/request_to_hire', 'HIREREQUEST', ['Requests to hire'], (m) => m.HiringRequestsPage, ['JOBREQUEST', 'RSP'], {
    section: 'Recruitment',
    label: 'Requests to hire',
    icon: IconFilePlus,
    description: 'Ask to fill a vacant plantilla item or a new position',
    activeFor: ['/rsp/request_to_hire/:id'],
  }),
  page('/rsp/request_to_hire/:id', 'HIREREQUEST', ['Requests to hire', 'Request'], (m) => m.HiringRequestPage, ['JOBREQUEST', 'RSP']),
  page('/rsp/job_posts', 'RSP', ['Job posts'], (m) => m.JobPostsPage, POSTS, {
    section: 'Recruitment',
    label: 'Job posts',
    icon: IconBriefcase,
    description: 'Publish vacancies (CS Form No. 9), screen applicants, schedule interviews',
    activeFor: ['/rsp/job'],
  }),
  page('/rsp/job_posts/new', 'RSP', ['Job posts', 'New job post'], (m) => m.JobPostFormPage, POSTS),
  page('/rsp/job_posts/:id/edit', 'RSP', ['Job posts', 'Edit job post'], (m) => m.JobPostFormPage, POSTS),
  page('/rsp/job_posts/:id/list', 'RSP', ['Job posts', 'Applicants'], (m) => m.PostApplicantsPage, [...POSTS, ...APPLICANTS]),
  page('/rsp/job_posts/:id/interview/schedule', 'RSP', ['Job posts', 'Interview schedule'], (m) => m.InterviewSchedulePage),
  page('/rsp/job_posts/:id/applicant/:appID/assessment/napb', 'RSP', ['Job posts', 'Assessment (NAPB)'], (m) => m.RateApplicantPage, [
    'COMMITTEE',
    'RSPMEMBER',
  ]),
  page('/rsp/job_posts/:id/applicant/:appID/assessment/apb', 'RSP', ['Job posts', 'Assessment (APB)'], (m) => m.RateApplicantPage, ['COMMITTEE', 'RSPMEMBER']),
  page('/rsp/job/:rid/applicant/:id/profile/:rappid', 'RSP', ['Job posts', 'Application'], (m) => m.ApplicationPage, APPLICANTS),
  page('/rsp/applicants', 'RSP', ['Applicants'], (m) => m.ApplicantsPage, APPLICANTS, {
    section: 'Recruitment',
    label: 'Applicants',
    icon: IconUserSearch,
    description: 'Everyone who registered on the job board, their profiles and applications',
    activeFor: ['/rsp/applicants/:id/profile'],
  }),
  page('/rsp/applicants/:id/profile', 'RSP', ['Applicants', 'Profile'], (m) => m.ApplicantProfilePage, APPLICANTS),
  page('/rsp/committees', 'RSP', ['Selection boards'], (m) => m.CommitteesPage, undefined, {
    section: 'Recruitment',
    label: 'Selection boards',
    icon: IconUsersGroup,
    description: 'The NAPB and the APB: members and the weighted criteria they rate on',
  }),
  page('/rsp/assessment', 'COMMITTEE', ['Assessment'], (m) => m.AssessmentPostsPage, BOARD, {
    section: 'Recruitment',
    label: 'Assessment',
    icon: IconStars,
    description: 'Rate the shortlisted applicants of your board’s posts; the comparative ranking',
    activeFor: ['/rsp/assessment/applicant_assessment'],
  }),
  page('/rsp/assessment/applicant_assessment', 'COMMITTEE', ['Assessment'], (m) => m.AssessmentPostsPage, BOARD),
  page('/rsp/assessment/applicant_assessment/:id/list', 'COMMITTEE', ['Assessment', 'Applicants'], (m) => m.AssessmentListPage, BOARD),
  page('/rsp/assessment/applicant_assessment/:id/applicant/:appID/napb', 'COMMITTEE', ['Assessment', 'Rate (NAPB)'], (m) => m.RateApplicantPage, BOARD),
  page('/rsp/assessment/applicant_assessment/:id/applicant/:appID/apb', 'COMMITTEE', ['Assessment', 'Rate (APB)'], (m) => m.RateApplicantPage, BOARD),
  page('/rsp/rai', 'RAI', ['Appointments and RAI'], (m) => m.RaiPage, ['RSP'], {
    section: 'Recruitment',
    label: 'Appointments and RAI',
    icon: IconCertificate2,
    description: 'Select and appoint from the ranking; the Report on Appointments Issued (CS Form No. 2)',
  }),
];

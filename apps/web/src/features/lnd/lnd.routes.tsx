import { SectionLanding } from '../../components/section-landing';
import {
  IconBulb,
  IconCertificate,
  IconChartBar,
  IconClipboardList,
  IconCoin,
  IconGavel,
  IconLayoutDashboard,
  IconSchool,
  IconTargetArrow,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// Learning and development (issue 22; SPEC.md §2 /lnd): every employee's development plans and the trainings they
// attended (LD); the head's review list (LDHEAD); the committees' list (LDCOMSEC, LDDPCSEC); HR's verification of
// the trainings into the PDS (LDADMIN, PDS-CHECKING). The reviews themselves are decided in Approvals.

const plans = () => import('./review-pages');
const manage = () => import('./manage-pages');

export const lndRoutes: readonly AppRoute[] = [
  page({
    path: '/lnd',
    group: 'LD',
    breadcrumb: ['Learning and development'],
    element: <SectionLanding section="Learning and development" preferred="/lnd/development-plan" />,
  }),
  page({
    path: '/lnd/development-plan',
    group: 'LD',
    breadcrumb: ['Learning and development', 'My development plans'],
    menu: {
      section: 'Learning and development',
      label: 'My development plans',
      icon: IconTargetArrow,
      description: 'Your individual development plan: competencies, interventions, reviews; the trainings you attended',
      activeFor: ['/lnd/development-plan/create-plan'],
      employeesOnly: true,
    },
    element: lazyPage(() => import('./my-plans-page'), 'MyPlansPage'),
  }),
  page({
    path: '/lnd/development-plan/create-plan',
    group: 'LD',
    title: 'Development plan',
    breadcrumb: ['Learning and development', 'My development plans', 'Plan'],
    element: lazyPage(() => import('./plan-form-page'), 'PlanFormPage'),
  }),
  page({
    path: '/lnd/development-plan/review-plan',
    group: 'LDHEAD',
    breadcrumb: ['Learning and development', 'Plans of my office'],
    menu: {
      section: 'Learning and development',
      label: 'Plans of my office',
      icon: IconClipboardList,
      description: 'Your people’s development plans and where each stands',
    },
    element: lazyPage(plans, 'ReviewPlansPage'),
  }),
  page({
    path: '/lnd/committee-secretary/development-plan',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDDPCSEC', 'LDADMIN'],
    breadcrumb: ['Learning and development', 'Development plans'],
    menu: {
      section: 'Learning and development',
      label: 'All development plans',
      icon: IconUsersGroup,
      description: 'Every employee’s plan, for the committees',
    },
    element: lazyPage(plans, 'AllPlansPage'),
  }),
  page({
    path: '/lnd/development-plan/faculty-review-plan',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDADMIN'],
    breadcrumb: ['Learning and development', 'Faculty development plans'],
    element: lazyPage(plans, 'FacultyReviewPage'),
  }),
  page({
    path: '/lnd/development-plan/administrative-review-plan',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDADMIN'],
    breadcrumb: ['Learning and development', 'Administrative staff development plans'],
    element: lazyPage(plans, 'AdministrativeReviewPage'),
  }),
  // SPEC.md §2: each review page has its new-plan page, the plan form of the reviewer's own plan (they keep one too).
  ...(
    [
      ['/lnd/development-plan/review-plan', 'LDHEAD', [], 'Plans of my office'],
      ['/lnd/development-plan/faculty-review-plan', 'LDCOMSEC', ['LDADMIN'], 'Faculty development plans'],
      ['/lnd/development-plan/administrative-review-plan', 'LDCOMSEC', ['LDADMIN'], 'Administrative staff development plans'],
    ] as const
  ).map(([reviewPage, group, alsoOpenTo, crumb]) =>
    page({
      path: `${reviewPage}/new`,
      group,
      alsoOpenTo,
      breadcrumb: ['Learning and development', crumb, 'New development plan'],
      element: lazyPage(() => import('./plan-form-page'), 'PlanFormPage'),
    }),
  ),
  page({
    path: '/lnd/department-personnel-committee',
    group: 'LDDPCSEC',
    breadcrumb: ['Learning and development', 'Department personnel committee'],
    menu: {
      section: 'Learning and development',
      label: 'Department personnel committee',
      icon: IconUsersGroup,
      description: 'Plans under review, the committee’s recommendation among the steps',
    },
    element: lazyPage(plans, 'DepartmentCommitteePage'),
  }),
  page({
    path: '/lnd/recommendations',
    group: 'LD',
    breadcrumb: ['Learning and development', 'Recommendations'],
    menu: {
      section: 'Learning and development',
      label: 'Recommendations',
      icon: IconBulb,
      description: 'Interventions your head or the L&D committee recommend; heads recommend their people',
    },
    element: lazyPage(() => import('./recommendations-page'), 'RecommendationsPage'),
  }),
  page({
    path: '/lnd/manage/admin',
    group: 'LDADMIN',
    alsoOpenTo: ['PDS-CHECKING'],
    breadcrumb: ['Learning and development', 'L&D administration'],
    menu: {
      section: 'Learning and development',
      label: 'L&D administration',
      icon: IconCertificate,
      description: 'Trainings to verify into the PDS, competencies and position profiles, intervention types, the year’s budget',
    },
    element: lazyPage(manage, 'ManageAdminPage'),
  }),
  page({
    path: '/lnd/manage/committee',
    group: 'LDADMIN',
    breadcrumb: ['Learning and development', 'Committees'],
    menu: {
      section: 'Learning and development',
      label: 'Committees',
      icon: IconUsers,
      description: 'Who sits on the L&D, department personnel and scholarship committees',
    },
    element: lazyPage(manage, 'ManageCommitteePage'),
  }),
  page({ path: '/lnd/development-plan/:id', group: 'LD', breadcrumb: ['Learning and development', 'Development plan'], element: lazyPage(plans, 'PlanPage') }),
  // Scholarships (issue 22): the employee's programs and applications; the committee's programs, deliberation and scholars.
  page({
    path: '/lnd/scholarships',
    group: 'LD',
    breadcrumb: ['Learning and development', 'Scholarships'],
    menu: {
      section: 'Learning and development',
      label: 'Scholarships',
      icon: IconSchool,
      description: 'Graduate study programs: apply, follow your application, report your grades',
      employeesOnly: true,
    },
    element: lazyPage(() => import('./my-scholarships-page'), 'MyScholarshipsPage'),
  }),
  page({
    path: '/lnd/committee-secretary/scholarship-committee-management',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDADMIN'],
    breadcrumb: ['Learning and development', 'Scholarship committee'],
    menu: {
      section: 'Learning and development',
      label: 'Scholarship committee',
      icon: IconGavel,
      description: 'Programs, applications with the members’ votes, scholars and their service obligation',
    },
    element: lazyPage(() => import('./scholarship-committee-page'), 'ScholarshipCommitteePage'),
  }),
  // The secretariat's dashboard and reports (LDCOMSEC; LDADMIN).
  page({
    path: '/lnd/committee-secretary/dashboard',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDADMIN'],
    title: 'L&D dashboard',
    breadcrumb: ['Learning and development', 'Dashboard'],
    menu: {
      section: 'Learning and development',
      label: 'L&D dashboard',
      icon: IconLayoutDashboard,
      description: 'Plans waiting for the committee, interventions due, the budget, who has a plan',
    },
    element: lazyPage(() => import('./dashboard-page'), 'LndDashboardPage'),
  }),
  page({
    path: '/lnd/committee-secretary/reports',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDADMIN'],
    title: 'L&D reports',
    breadcrumb: ['Learning and development', 'Reports'],
    menu: {
      section: 'Learning and development',
      label: 'L&D reports',
      icon: IconChartBar,
      description: 'Completion of plans, hours of training, interventions, scholars, budget used: screen, Excel, PDF',
    },
    element: lazyPage(() => import('./reports-page'), 'LndReportsPage'),
  }),
  page({
    path: '/lnd/committee-secretary/budget',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDADMIN'],
    breadcrumb: ['Learning and development', 'L&D budget'],
    menu: {
      section: 'Learning and development',
      label: 'L&D budget',
      icon: IconCoin,
      description: 'The year’s L&D budget per office and fund',
    },
    element: lazyPage(manage, 'BudgetPage'),
  }),
];

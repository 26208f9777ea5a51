import { IconCertificate, IconClipboardList, IconTargetArrow, IconUsersGroup } from '@tabler/icons-react';
import { lazyPage, type AppRoute } from '../../app/route-kit';

// Learning and development (issue 22; SPEC.md §2 /lnd): every employee's development plans and the trainings they
// attended (LD); the head's review list (LDHEAD); the committees' list (LDCOMSEC, LDDPCSEC); HR's verification of
// the trainings into the PDS (LDADMIN, PDS-CHECKING). The reviews themselves are decided in Approvals.

const plans = () => import('./review-pages');

export const lndRoutes: readonly AppRoute[] = [
  {
    path: '/lnd',
    group: 'LD',
    title: 'Learning and development',
    breadcrumb: ['Learning and development'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./lnd-landing'),
      (m) => m.LndLanding,
    ),
  },
  {
    path: '/lnd/development-plan',
    group: 'LD',
    title: 'My development plans',
    breadcrumb: ['Learning and development', 'My development plans'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Learning and development',
      label: 'My development plans',
      icon: IconTargetArrow,
      description: 'Your individual development plan: competencies, interventions, reviews; the trainings you attended',
      activeFor: ['/lnd/development-plan/create-plan'],
      employeesOnly: true,
    },
    element: lazyPage(
      () => import('./my-plans-page'),
      (m) => m.MyPlansPage,
    ),
  },
  {
    path: '/lnd/development-plan/create-plan',
    group: 'LD',
    title: 'Development plan',
    breadcrumb: ['Learning and development', 'My development plans', 'Plan'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(
      () => import('./plan-form-page'),
      (m) => m.PlanFormPage,
    ),
  },
  {
    path: '/lnd/development-plan/review-plan',
    group: 'LDHEAD',
    title: 'Plans of my office',
    breadcrumb: ['Learning and development', 'Plans of my office'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Learning and development',
      label: 'Plans of my office',
      icon: IconClipboardList,
      description: 'Your people’s development plans and where each stands',
    },
    element: lazyPage(plans, (m) => m.ReviewPlansPage),
  },
  {
    path: '/lnd/committee-secretary/development-plan',
    group: 'LDCOMSEC',
    alsoOpenTo: ['LDDPCSEC', 'LDADMIN'],
    title: 'Development plans',
    breadcrumb: ['Learning and development', 'Development plans'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Learning and development',
      label: 'All development plans',
      icon: IconUsersGroup,
      description: 'Every employee’s plan, for the committees',
    },
    element: lazyPage(plans, (m) => m.AllPlansPage),
  },
  {
    path: '/lnd/manage/admin',
    group: 'LDADMIN',
    alsoOpenTo: ['PDS-CHECKING'],
    title: 'Trainings to verify',
    breadcrumb: ['Learning and development', 'Trainings to verify'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Learning and development',
      label: 'Trainings to verify',
      icon: IconCertificate,
      description: 'Trainings employees attended: verify each into their PDS, or return it',
    },
    element: lazyPage(plans, (m) => m.VerifyTrainingsPage),
  },
  {
    path: '/lnd/development-plan/:id',
    group: 'LD',
    title: 'Development plan',
    breadcrumb: ['Learning and development', 'Development plan'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(plans, (m) => m.PlanPage),
  },
];

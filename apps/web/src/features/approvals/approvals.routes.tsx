import { IconChecklist, IconGitBranch } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

/** The main area's pages of this feature, spread into the one route table (app/routes.tsx). */
export const approvalsMainRoutes: readonly AppRoute[] = [
  page({
    path: '/approvals',
    // Employees (every employee's role opens PDS): an applicant files no request and takes no step (issue 17).
    group: 'PDS',
    breadcrumb: ['Approvals'],
    menu: { section: 'Main', label: 'Approvals', icon: IconChecklist, description: 'Requests waiting for your decision, and yours' },
    element: lazyPage(() => import('./approvals-page'), 'ApprovalsPage'),
  }),
];

/** The pages under Settings of this feature, spread into the one route table (app/routes.tsx). */
export const approvalsSettingsRoutes: readonly AppRoute[] = [
  page({
    path: '/settings/approval-request',
    group: 'GENERALSETTINGS',
    breadcrumb: ['Settings', 'Approval Requests'],
    menu: { section: 'Settings', label: 'Approval Requests', icon: IconGitBranch, description: 'Who approves each kind of request, step by step' },
    element: lazyPage(() => import('./approval-chains-page'), 'ApprovalChainsPage'),
  }),
];

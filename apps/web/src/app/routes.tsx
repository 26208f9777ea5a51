import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  IconBell,
  IconBuilding,
  IconAddressBook,
  IconCertificate,
  IconClockHour4,
  IconCalendarTime,
  IconCalendarStats,
  IconFileTime,
  IconChartPie,
  IconDoorExit,
  IconDeviceDesktopAnalytics,
  IconFingerprint,
  IconFileCheck,
  IconId,
  IconCash,
  IconChecklist,
  IconGitBranch,
  IconHistory,
  IconLayoutDashboard,
  IconListDetails,
  IconServerCog,
  IconShieldLock,
  IconSignature,
  IconStack2,
  IconUserCog,
  IconUserSearch,
  IconUsers,
  IconUserShield,
  type TablerIcon,
} from '@tabler/icons-react';
import type { TRouteGroup } from '@hris/contracts';
import { REFERENCE_LISTS, type ReferenceList } from '../features/reference-lists/reference-lists.config';
import { SectionLanding } from './section-landing';

/** Where a module is listed in the sidebar, in this order. */
export const MENU_SECTIONS = ['Main', 'My Account', 'Department', 'eDATS', 'Personnel', 'Settings'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export type AppRoute = {
  path: string;
  /** The view group that may open the route (SPEC.md §6), or a default group everyone has. */
  group: TRouteGroup;
  /** Other groups that open the same page (a page two modules share, e.g. heads and the HR office). */
  alsoOpenTo?: readonly TRouteGroup[];
  /** Page title: the browser tab and the last breadcrumb. */
  title: string;
  /** Trail shown in the top bar, from the section down to this page. */
  breadcrumb: readonly string[];
  /** Hidden routes are reachable but not listed in the sidebar or on the dashboard. */
  hidden: boolean;
  /** 'shell': inside the signed-in layout; 'bare': a full page of its own. */
  layout: 'shell' | 'bare';
  element: ReactNode;
  /** How a listed module appears in the sidebar and as a dashboard shortcut. */
  menu?: {
    section: MenuSection;
    label: string;
    icon: TablerIcon;
    description: string;
    /** Other pages on which this entry is lit (the pages it leads to). */
    activeFor?: readonly string[];
  };
  /** A signed-in user who opens this route is sent on (the sign-in page). */
  guestOnly?: boolean;
};

/** A page loaded on first visit, so that each module is its own download. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

const referenceListPage = lazyPage(() => import('../features/reference-lists/reference-list-page'), (m) => m.ReferenceListPage);

/** Each reference list is a page of its own (reference-lists.config), all drawn by one component. */
function referenceListRoute(list: ReferenceList, menu?: AppRoute['menu']): AppRoute {
  return {
    path: list.path,
    group: list.group,
    title: list.title,
    breadcrumb: ['Settings', 'Reference lists', list.title],
    hidden: menu === undefined,
    layout: 'shell',
    element: referenceListPage,
    menu,
  };
}

const generalLists = REFERENCE_LISTS.filter((list) => list.group === 'GENERALSETTINGS');
const plantillaLists = REFERENCE_LISTS.filter((list) => list.group === 'PLANTILLA');

/**
 * The one route table of the product. The router, the guard, the sidebar, the breadcrumb
 * and the dashboard shortcuts are all derived from it; a new module adds its entries here.
 */
export const ROUTES: readonly AppRoute[] = [
  // Public pages
  {
    path: '/login',
    group: 'LOGIN',
    title: 'Sign in',
    breadcrumb: ['Sign in'],
    hidden: true,
    layout: 'bare',
    guestOnly: true,
    element: lazyPage(() => import('../features/auth/login-page'), (m) => m.LoginPage),
  },
  {
    path: '/forgot_password',
    group: 'FORGOT_PASSWORD',
    title: 'Forgot password',
    breadcrumb: ['Forgot password'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage),
  },
  {
    path: '/verify_token',
    group: 'VERIFY_TOKEN',
    title: 'Set a new password',
    breadcrumb: ['Set a new password'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/auth/verify-token-page'), (m) => m.VerifyTokenPage),
  },
  {
    path: '/verify_social_oauth',
    group: 'LOGIN',
    title: 'Signing in',
    breadcrumb: ['Signing in'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/auth/verify-social-oauth-page'), (m) => m.VerifySocialOAuthPage),
  },
  {
    path: '/503',
    group: 'OTHERS',
    title: 'Under maintenance',
    breadcrumb: ['Under maintenance'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/status/maintenance-page'), (m) => m.MaintenancePage),
  },
  {
    path: '/404',
    group: '404',
    title: 'Page not found',
    breadcrumb: ['Page not found'],
    hidden: true,
    layout: 'bare',
    element: lazyPage(() => import('../features/status/not-found-page'), (m) => m.NotFoundPage),
  },

  // Main area
  {
    path: '/',
    group: 'DASHBOARD',
    title: 'Home',
    breadcrumb: [],
    hidden: true,
    layout: 'shell',
    // SPEC.md §2 sends / to /memorandum_circular; that module does not exist yet, so the
    // dashboard is the landing page until it does.
    element: <Navigate to="/dashboard" replace />,
  },
  {
    path: '/dashboard',
    group: 'DASHBOARD',
    title: 'Dashboard',
    breadcrumb: ['Dashboard'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Main', label: 'Dashboard', icon: IconLayoutDashboard, description: 'Your summary and shortcuts' },
    element: lazyPage(() => import('../features/dashboard/dashboard-page'), (m) => m.DashboardPage),
  },
  {
    path: '/notifications',
    group: 'OTHERS',
    title: 'Notifications',
    breadcrumb: ['Notifications'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Main', label: 'Notifications', icon: IconBell, description: 'Everything sent to you in the last 10 days' },
    element: lazyPage(() => import('../features/notifications/notifications-page'), (m) => m.NotificationsPage),
  },

  {
    path: '/approvals',
    group: 'DEFAULT',
    title: 'Approvals',
    breadcrumb: ['Approvals'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Main', label: 'Approvals', icon: IconChecklist, description: 'Requests waiting for your decision, and yours' },
    element: lazyPage(() => import('../features/approvals/approvals-page'), (m) => m.ApprovalsPage),
  },

  // My account
  {
    path: '/profile/account',
    group: 'DEFAULT',
    title: 'Account Settings',
    breadcrumb: ['My Account', 'Account Settings'],
    hidden: true,
    layout: 'shell',
    element: <Navigate to="/profile/account/settings" replace />,
  },
  {
    path: '/profile/account/settings',
    group: 'DEFAULT',
    title: 'Account Settings',
    breadcrumb: ['My Account', 'Account Settings'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Account Settings', icon: IconUserCog, description: 'Name, mobile number, photo and password' },
    element: lazyPage(() => import('../features/account/account-settings-page'), (m) => m.AccountSettingsPage),
  },

  {
    path: '/account',
    group: 'PDS',
    title: 'My Account',
    breadcrumb: ['My Account'],
    hidden: true,
    layout: 'shell',
    // SPEC.md §2: the account's first page is the daily time record.
    element: <Navigate to="/account/dtr" replace />,
  },
  {
    path: '/account/profile',
    group: 'PDS',
    title: 'Personal Data Sheet',
    breadcrumb: ['My Account', 'Personal Data Sheet'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Personal Data Sheet', icon: IconId, description: 'Your PDS (CS Form 212), its documents, and sending it to HR' },
    element: lazyPage(() => import('../features/pds/my-pds-page'), (m) => m.MyPdsPage),
  },
  {
    path: '/account/loginLogout',
    group: 'PDS',
    title: 'WF Home Attendance',
    breadcrumb: ['My Account', 'WF Home Attendance'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'WF Home Attendance', icon: IconClockHour4, description: 'Clock in and out while working from home' },
    element: lazyPage(() => import('../features/attendance/wfh-attendance-page'), (m) => m.WfhAttendancePage),
  },
  {
    path: '/account/actualTimeLogs',
    group: 'PDS',
    title: 'Daily Time Log',
    breadcrumb: ['My Account', 'Daily Time Log'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Daily Time Log', icon: IconCalendarTime, description: 'Your time logs of a month, day by day' },
    element: lazyPage(() => import('../features/attendance/daily-time-log-page'), (m) => m.DailyTimeLogPage),
  },
  {
    path: '/account/dtr',
    group: 'PDS',
    title: 'Daily Time Record',
    breadcrumb: ['My Account', 'Daily Time Record'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'My Account', label: 'Daily Time Record', icon: IconCalendarStats, description: 'Your DTR of a month with late, undertime and absences, and CS Form 48' },
    element: lazyPage(() => import('../features/attendance/my-dtr-page'), (m) => m.MyDtrPage),
  },
  {
    path: '/account/dtr/:date',
    group: 'PDS',
    title: 'Daily Time Record',
    breadcrumb: ['My Account', 'Daily Time Record', 'Day'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/attendance/dtr-day-page'), (m) => m.DtrDayPage),
  },

  // Department area: heads for their own department, the HR office for any
  {
    path: '/department_setting',
    group: 'EDATSDEPTHEAD',
    alsoOpenTo: ['GENERALSETTINGS'],
    title: 'Add OIC Head',
    breadcrumb: ['Department', 'Add OIC Head'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Department', label: 'Add OIC Head', icon: IconUserShield, description: 'The head and the officer-in-charge of a department' },
    element: lazyPage(() => import('../features/departments/department-heads-page'), (m) => m.DepartmentHeadsPage),
  },
  {
    path: '/department/header/setting',
    group: 'EDATSDEPTHEAD',
    alsoOpenTo: ['GENERALSETTINGS'],
    title: 'Department Header',
    breadcrumb: ['Department', 'Department Header'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Department', label: 'Department Header', icon: IconSignature, description: "The head's title and the office logo on documents" },
    element: lazyPage(() => import('../features/departments/department-header-page'), (m) => m.DepartmentHeaderPage),
  },

  // eDATS administration: biometric devices and the punches they send
  {
    path: '/edats/devices',
    group: 'EDATSADMIN',
    title: 'Biometric devices',
    breadcrumb: ['eDATS', 'Biometric devices'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Biometric devices', icon: IconFingerprint, description: 'Time clocks and the PIN of each employee on them' },
    element: lazyPage(() => import('../features/attendance/devices-page'), (m) => m.DevicesPage),
  },
  {
    path: '/edats/logs',
    group: 'EDATSADMIN',
    title: 'Attendance logs',
    breadcrumb: ['eDATS', 'Attendance logs'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Attendance logs', icon: IconDeviceDesktopAnalytics, description: 'Every punch received, by employee, date and source' },
    element: lazyPage(() => import('../features/attendance/attendance-logs-page'), (m) => m.AttendanceLogsPage),
  },
  {
    path: '/edats/dtr',
    group: 'EDATSADMIN',
    title: 'Employee DTR',
    breadcrumb: ['eDATS', 'Employee DTR'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'eDATS', label: 'Employee DTR', icon: IconFileTime, description: "An employee's daily time record and CS Form 48, or a whole department's" },
    element: lazyPage(() => import('../features/attendance/employee-dtr-page'), (m) => m.EmployeeDtrPage),
  },
  {
    // SPEC.md §2 names /androidLogs; the punches it lists are the admin's, so it needs a session.
    path: '/androidLogs',
    group: 'EDATSADMIN',
    title: 'Mobile app logs',
    breadcrumb: ['eDATS', 'Mobile app logs'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/attendance/attendance-logs-page'), (m) => m.MobileAppLogsPage),
  },

  // Personnel
  {
    path: '/personnels',
    group: 'PERSONNELS',
    title: 'Personnels',
    breadcrumb: ['Personnel', 'Personnels'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Personnels', icon: IconAddressBook, description: 'Employee records, their PDS and service records', activeFor: ['/personnels/new'] },
    element: lazyPage(() => import('../features/personnel/personnel-list-page'), (m) => m.PersonnelListPage),
  },
  {
    path: '/personnels/new',
    group: 'PERSONNELS',
    title: 'New personnel',
    breadcrumb: ['Personnel', 'Personnels', 'New'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/personnel/personnel-new-page'), (m) => m.NewPersonnelPage),
  },
  {
    path: '/personnels/:id',
    group: 'PERSONNELS',
    alsoOpenTo: ['PDS-CHECKING'],
    title: 'Personnel record',
    breadcrumb: ['Personnel', 'Personnels', 'Record'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/personnel/personnel-page'), (m) => m.PersonnelPage),
  },
  {
    path: '/personnels/:id/service_record',
    group: 'PERSONNELS',
    title: 'Service record',
    breadcrumb: ['Personnel', 'Personnels', 'Service record'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/records/service-record-page'), (m) => m.ServiceRecordPage),
  },
  {
    path: '/personnels/:id/reclassification-reappoint',
    group: 'PERSONNELS',
    title: 'Reclassification and reappointment',
    breadcrumb: ['Personnel', 'Personnels', 'Reclassification and reappointment'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/records/reclassification-page'), (m) => m.ReclassificationPage),
  },
  {
    path: '/joborders/list',
    group: 'JO',
    title: 'Job orders',
    breadcrumb: ['Personnel', 'Job orders'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Job orders', icon: IconUsers, description: 'Job-order workers' },
    element: lazyPage(() => import('../features/personnel/job-orders-page'), (m) => m.JobOrdersPage),
  },
  {
    path: '/pds/checking',
    group: 'PDS-CHECKING',
    title: 'PDS checking',
    breadcrumb: ['Personnel', 'PDS checking'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'PDS checking', icon: IconFileCheck, description: 'Verify the personal data sheets employees send' },
    element: lazyPage(() => import('../features/pds/pds-checking-page'), (m) => m.PdsCheckingPage),
  },
  {
    path: '/coe',
    group: 'COE',
    // Every employee requests their own certificates here; holders of COE also see everyone's.
    alsoOpenTo: ['PDS'],
    title: 'Certificates of employment',
    breadcrumb: ['Personnel', 'Certificates of employment'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Certificates of employment', icon: IconCertificate, description: 'Request a COE; HR issues the signed certificate' },
    element: lazyPage(() => import('../features/records/coe-page'), (m) => m.CoePage),
  },
  {
    path: '/offboard',
    group: 'OFFBOARDPERSONNEL',
    // Heads clear their own office's item on a separating employee's clearance.
    alsoOpenTo: ['EDATSDEPTHEAD'],
    title: 'Offboarding',
    breadcrumb: ['Personnel', 'Offboarding'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Offboarding', icon: IconDoorExit, description: 'Separations, clearance and account deactivation' },
    element: lazyPage(() => import('../features/records/offboard-page'), (m) => m.OffboardPage),
  },
  {
    path: '/demographic',
    group: 'PERSONNELS',
    title: 'Demographics',
    breadcrumb: ['Personnel', 'Demographics'],
    hidden: true,
    layout: 'shell',
    element: <Navigate to="/demographic/options" replace />,
  },
  {
    path: '/demographic/options',
    group: 'PERSONNELS',
    title: 'Demographics',
    breadcrumb: ['Personnel', 'Demographics'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Personnel', label: 'Demographics', icon: IconChartPie, description: 'The workforce by sex, age, status, campus and more', activeFor: ['/demographic/options/:id'] },
    element: lazyPage(() => import('../features/personnel/demographics-page'), (m) => m.DemographicsPage),
  },
  {
    path: '/demographic/options/:id',
    group: 'PERSONNELS',
    title: 'Demographics',
    breadcrumb: ['Personnel', 'Demographics'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/personnel/demographics-page'), (m) => m.DemographicsPage),
  },

  // Settings
  {
    path: '/settings',
    group: 'DEFAULT',
    title: 'Settings',
    breadcrumb: ['Settings'],
    hidden: true,
    layout: 'shell',
    element: <SectionLanding section="Settings" preferred="/settings/admin/users" />,
  },
  {
    path: '/settings/admin/users',
    group: 'USERS',
    title: 'Users',
    breadcrumb: ['Settings', 'Users'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Users', icon: IconUsers, description: 'Staff accounts, their roles and personnel records' },
    element: lazyPage(() => import('../features/users/users-page'), (m) => m.UsersPage),
  },
  {
    path: '/settings/admin/roles',
    group: 'ROLES',
    title: 'Roles',
    breadcrumb: ['Settings', 'Roles'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Roles', icon: IconShieldLock, description: 'Roles and the views each opens' },
    element: lazyPage(() => import('../features/roles/roles-page'), (m) => m.RolesPage),
  },
  {
    path: '/settings/accounts',
    group: 'USERACCOUNTS',
    title: 'Applicant accounts',
    breadcrumb: ['Settings', 'Applicant accounts'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Applicant accounts', icon: IconUserSearch, description: 'Accounts job applicants registered' },
    element: lazyPage(() => import('../features/users/applicant-accounts-page'), (m) => m.ApplicantAccountsPage),
  },
  {
    path: '/settings/lists',
    group: 'GENERALSETTINGS',
    title: 'Reference lists',
    breadcrumb: ['Settings', 'Reference lists'],
    hidden: false,
    layout: 'shell',
    menu: {
      section: 'Settings',
      label: 'Reference lists',
      icon: IconListDetails,
      description: 'Positions, degrees, schools and the other lists',
      activeFor: generalLists.map((list) => list.path),
    },
    element: <Navigate to={generalLists[0]!.path} replace />,
  },
  ...generalLists.map((list) => referenceListRoute(list)),
  ...plantillaLists.map((list, index) =>
    referenceListRoute(
      list,
      // One sidebar entry for both plantilla lists; the page's navigator switches between them.
      index === 0
        ? {
            section: 'Settings',
            label: 'Coverage and level',
            icon: IconStack2,
            description: 'Coverages and levels of plantilla items',
            activeFor: plantillaLists.map((l) => l.path),
          }
        : undefined,
    ),
  ),
  {
    path: '/settings/salary_grades',
    group: 'GENERALSETTINGS',
    title: 'Salary grades',
    breadcrumb: ['Settings', 'Salary grades'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Salary grades', icon: IconCash, description: 'Monthly salary by grade and step' },
    element: lazyPage(() => import('../features/salary-grades/salary-grades-page'), (m) => m.SalaryGradesPage),
  },
  {
    path: '/settings/salary_grades/new',
    group: 'GENERALSETTINGS',
    title: 'Add a tranche',
    breadcrumb: ['Settings', 'Salary grades', 'Add a tranche'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/salary-grades/add-tranche-page'), (m) => m.AddTranchePage),
  },
  {
    path: '/settings/departments',
    group: 'GENERALSETTINGS',
    title: 'Departments',
    breadcrumb: ['Settings', 'Departments'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Departments', icon: IconBuilding, description: 'Offices and colleges, their heads and units' },
    element: lazyPage(() => import('../features/departments/departments-page'), (m) => m.DepartmentsPage),
  },
  {
    path: '/settings/departments/:id/split-unit',
    group: 'GENERALSETTINGS',
    title: 'Split into units',
    breadcrumb: ['Settings', 'Departments', 'Split into units'],
    hidden: true,
    layout: 'shell',
    element: lazyPage(() => import('../features/departments/split-unit-page'), (m) => m.SplitUnitPage),
  },
  {
    path: '/settings/approval-request',
    group: 'GENERALSETTINGS',
    title: 'Approval Requests',
    breadcrumb: ['Settings', 'Approval Requests'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Approval Requests', icon: IconGitBranch, description: 'Who approves each kind of request, step by step' },
    element: lazyPage(() => import('../features/approvals/approval-chains-page'), (m) => m.ApprovalChainsPage),
  },
  {
    path: '/settings/audit-trail',
    group: 'SETTINGS',
    title: 'Audit Trail',
    breadcrumb: ['Settings', 'Audit Trail'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'Audit Trail', icon: IconHistory, description: 'Who changed what, with before and after' },
    element: lazyPage(() => import('../features/audit-trail/audit-trail-page'), (m) => m.AuditTrailPage),
  },
  {
    path: '/settings/system',
    group: 'ADMIN',
    title: 'System',
    breadcrumb: ['Settings', 'System'],
    hidden: false,
    layout: 'shell',
    menu: { section: 'Settings', label: 'System', icon: IconServerCog, description: 'Maintenance mode and announcements' },
    element: lazyPage(() => import('../features/system/system-settings-page'), (m) => m.SystemSettingsPage),
  },
];

import { type AppRoute } from '../lib/route-kit';
import { authRoutes } from '../features/auth/auth.routes';
import { usersApplicantAccountsRoutes, usersPublicRoutes, usersSettingsRoutes } from '../features/users/users.routes';
import { statusRoutes } from '../features/status/status.routes';
import { dashboardRoutes } from '../features/dashboard/dashboard.routes';
import { notificationsRoutes } from '../features/notifications/notifications.routes';
import { approvalsMainRoutes, approvalsSettingsRoutes } from '../features/approvals/approvals.routes';
import { accountRoutes } from '../features/account/account.routes';
import { connectedOfficesRoutes } from '../features/connected-offices/connected-offices.routes';
import { pdsAccountRoutes, pdsPersonnelRoutes } from '../features/pds/pds.routes';
import { attendanceAccountRoutes, attendanceEdatsRoutes } from '../features/attendance/attendance.routes';
import { departmentsDepartmentRoutes, departmentsSettingsRoutes } from '../features/departments/departments.routes';
import { appealRoutes } from '../features/appeals/appeals.routes';
import { overtimeRoutes } from '../features/overtime/overtime.routes';
import { travelRoutes } from '../features/travel/travel.routes';
import { scheduleRoutes } from '../features/schedules/schedules.routes';
import { monitoringRoutes } from '../features/monitoring/monitoring.routes';
import { attendanceAdminRoutes } from '../features/attendance-admin/attendance-admin.routes';
import { dtrSubmissionRoutes } from '../features/dtr-submissions/dtr-submissions.routes';
import { leaveRoutes } from '../features/leave/leave.routes';
import { leaveAdminRoutes } from '../features/leave-admin/leave-admin.routes';
import { jobsRoutes } from '../features/jobs/jobs.routes';
import { rspRoutes } from '../features/rsp/rsp.routes';
import { plantillaRoutes } from '../features/plantilla/plantilla.routes';
import { personnelDemographicsRoutes, personnelRoutes } from '../features/personnel/personnel.routes';
import { recordsRoutes } from '../features/records/records.routes';
import { rolesRoutes } from '../features/roles/roles.routes';
import { referenceListsRoutes } from '../features/reference-lists/reference-lists.routes';
import { salaryGradesRoutes } from '../features/salary-grades/salary-grades.routes';
import { auditTrailRoutes } from '../features/audit-trail/audit-trail.routes';
import { systemRoutes } from '../features/system/system.routes';
import { setupRoutes } from '../features/setup/setup.routes';
import { importsRoutes } from '../features/imports/imports.routes';
import { dtsRoutes } from '../features/dts/dts.routes';
import { salaryNoticesAccountRoutes, salaryNoticesPersonnelRoutes } from '../features/salary-notices/salary-notices.routes';
import { payrollAccountRoutes, payrollRoutes } from '../features/payroll/payroll.routes';
import { lndRoutes } from '../features/lnd/lnd.routes';
import { propertyAccountRoutes, propertyOfficeRoutes } from '../features/property/property.routes';
import { feedbackAdminRoutes, feedbackMainRoutes } from '../features/feedback/feedback.routes';
import { memorandaRoutes } from '../features/memoranda/memoranda.routes';
import { spmsOfficeRoutes } from '../features/spms-office/spms-office.routes';
import { covidRoutes } from '../features/covid/covid.routes';
import { faceRoutes } from '../features/face/face.routes';
import { spmsRoutes } from '../features/spms/spms.routes';

export { MENU_SECTIONS, lazyPage, type AppRoute, type MenuSection } from '../lib/route-kit';

/**
 * The one route table of the product, assembled from the pages each feature brings
 * (features/<feature>/<feature>.routes.tsx). The router, the guard, the sidebar, the breadcrumb
 * and the dashboard shortcuts are all derived from it; the order is the sidebar's order.
 */
export const ROUTES: readonly AppRoute[] = [
  // Public pages
  ...authRoutes,
  ...usersPublicRoutes,
  ...statusRoutes,

  // Main area
  ...dashboardRoutes,
  ...memorandaRoutes,
  ...spmsOfficeRoutes,
  ...spmsRoutes,
  ...notificationsRoutes,
  ...approvalsMainRoutes,
  ...feedbackMainRoutes,

  // My account
  ...accountRoutes,
  ...pdsAccountRoutes,
  ...connectedOfficesRoutes,
  ...attendanceAccountRoutes,

  // Department area: heads for their own department, the HR office for any
  ...departmentsDepartmentRoutes,

  // eDATS administration: biometric devices and the punches they send
  ...attendanceEdatsRoutes,

  // eDATS modules that bring their own pages (My Account, Department, eDATS admin entries of each)
  ...appealRoutes,
  ...overtimeRoutes,
  ...travelRoutes,
  ...scheduleRoutes,
  ...monitoringRoutes,
  ...attendanceAdminRoutes,
  ...faceRoutes,
  ...dtrSubmissionRoutes,
  ...leaveRoutes,
  ...leaveAdminRoutes,
  // My salary notices, after the leave pages of My Account
  ...salaryNoticesAccountRoutes,
  // My payslips, after the salary notices
  ...payrollAccountRoutes,
  // My property (PAR/ICS), after the payslips
  ...propertyAccountRoutes,
  ...jobsRoutes,
  ...rspRoutes,
  ...plantillaRoutes,

  // Document tracking
  ...dtsRoutes,

  // Personnel
  ...personnelRoutes,
  ...importsRoutes,
  ...pdsPersonnelRoutes,
  ...recordsRoutes,
  ...personnelDemographicsRoutes,
  ...salaryNoticesPersonnelRoutes,

  // Payroll
  ...payrollRoutes,

  // Property: the supply and property office
  ...propertyOfficeRoutes,

  // Learning and development
  ...lndRoutes,

  // Settings
  ...usersSettingsRoutes,
  ...rolesRoutes,
  ...usersApplicantAccountsRoutes,
  ...referenceListsRoutes,
  ...salaryGradesRoutes,
  ...departmentsSettingsRoutes,
  ...approvalsSettingsRoutes,
  ...auditTrailRoutes,
  ...feedbackAdminRoutes,
  ...covidRoutes,
  ...systemRoutes,
  ...setupRoutes,
];

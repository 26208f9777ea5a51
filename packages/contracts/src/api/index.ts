// Every module's routes: the API checks at start that each /api route it registers is one of these (lib/serve.ts).
import { appealsApi } from './appeals';
import { appointmentsApi } from './appointments';
import { approvalsApi } from './approvals';
import { attendanceApi } from './attendance';
import { attendanceReportsApi } from './attendance-reports';
import { auditTrailApi } from './audit-trail';
import { authApi } from './auth';
import { backgroundJobsApi } from './background-jobs';
import { coeApi } from './coe';
import { connectedOfficesApi } from './connected-offices';
import { covidApi } from './covid';
import { dashboardApi } from './dashboard';
import { demographicsApi } from './demographics';
import { departmentsApi } from './departments';
import { dtrApi } from './dtr';
import { dtrSubmissionsApi } from './dtr-submissions';
import { dtsApi } from './dts';
import { edatsSettingsApi } from './edats-settings';
import { faceApi } from './face';
import { feedbackApi } from './feedback';
import { importsApi } from './imports';
import { leaveApi } from './leave';
import { leavePayApi } from './leave-pay';
import { lndApi } from './lnd';
import { lookupsApi } from './lookups';
import { memorandaApi } from './memoranda';
import { notificationsApi } from './notifications';
import { offboardingApi } from './offboarding';
import { overtimeApi } from './overtime';
import { payrollApi } from './payroll';
import { payrollGeneralApi } from './payroll-general';
import { payrollFilesApi } from './payroll-files';
import { payrollBirApi } from './payroll-bir';
import { pdsApi } from './pds';
import { personnelApi } from './personnel';
import { plantillaApi } from './plantilla';
import { propertyApi } from './property';
import { recruitmentApi } from './recruitment';
import { rolesApi } from './roles';
import { salaryNoticesApi } from './salary-notices';
import { salaryScheduleApi } from './salary-schedule';
import { schedulesApi } from './schedules';
import { selectionApi } from './selection';
import { serviceRecordApi } from './service-record';
import { setupApi } from './setup';
import { spmsApi } from './spms';
import { spmsOfficeApi } from './spms-office';
import { systemApi } from './system';
import { travelApi } from './travel';
import { userAdminApi } from './user-admin';
import { usersApi } from './users';

export const API_ROUTES = {
  appeals: appealsApi,
  appointments: appointmentsApi,
  approvals: approvalsApi,
  attendance: attendanceApi,
  'attendance-reports': attendanceReportsApi,
  'audit-trail': auditTrailApi,
  auth: authApi,
  'background-jobs': backgroundJobsApi,
  coe: coeApi,
  'connected-offices': connectedOfficesApi,
  covid: covidApi,
  dashboard: dashboardApi,
  demographics: demographicsApi,
  departments: departmentsApi,
  dtr: dtrApi,
  'dtr-submissions': dtrSubmissionsApi,
  dts: dtsApi,
  'edats-settings': edatsSettingsApi,
  face: faceApi,
  feedback: feedbackApi,
  imports: importsApi,
  leave: leaveApi,
  'leave-pay': leavePayApi,
  lnd: lndApi,
  lookups: lookupsApi,
  memoranda: memorandaApi,
  notifications: notificationsApi,
  offboarding: offboardingApi,
  overtime: overtimeApi,
  payroll: payrollApi,
  'payroll-general': payrollGeneralApi,
  'payroll-files': payrollFilesApi,
  'payroll-bir': payrollBirApi,
  pds: pdsApi,
  personnel: personnelApi,
  plantilla: plantillaApi,
  property: propertyApi,
  recruitment: recruitmentApi,
  roles: rolesApi,
  'salary-notices': salaryNoticesApi,
  'salary-schedule': salaryScheduleApi,
  schedules: schedulesApi,
  selection: selectionApi,
  'service-record': serviceRecordApi,
  setup: setupApi,
  spms: spmsApi,
  'spms-office': spmsOfficeApi,
  system: systemApi,
  travel: travelApi,
  'user-admin': userAdminApi,
  users: usersApi,
};

export { appealsApi } from './appeals';
export { appointmentsApi } from './appointments';
export { approvalsApi } from './approvals';
export { attendanceApi } from './attendance';
export { attendanceReportsApi } from './attendance-reports';
export { auditTrailApi } from './audit-trail';
export { authApi } from './auth';
export { backgroundJobsApi } from './background-jobs';
export { coeApi } from './coe';
export { connectedOfficesApi } from './connected-offices';
export { covidApi } from './covid';
export { dashboardApi } from './dashboard';
export { demographicsApi } from './demographics';
export { departmentsApi } from './departments';
export { dtrApi } from './dtr';
export { dtrSubmissionsApi } from './dtr-submissions';
export { dtsApi } from './dts';
export { edatsSettingsApi } from './edats-settings';
export { faceApi } from './face';
export { feedbackApi } from './feedback';
export { importsApi } from './imports';
export { leaveApi } from './leave';
export { leavePayApi } from './leave-pay';
export { lndApi } from './lnd';
export { lookupsApi, referenceListRoutes, referenceListOf } from './lookups';
export { memorandaApi } from './memoranda';
export { notificationsApi } from './notifications';
export { offboardingApi } from './offboarding';
export { overtimeApi } from './overtime';
export { payrollApi } from './payroll';
export { payrollGeneralApi } from './payroll-general';
export { payrollFilesApi } from './payroll-files';
export { payrollBirApi } from './payroll-bir';
export { pdsApi } from './pds';
export { personnelApi } from './personnel';
export { plantillaApi } from './plantilla';
export { propertyApi } from './property';
export { recruitmentApi } from './recruitment';
export { rolesApi } from './roles';
export { salaryNoticesApi } from './salary-notices';
export { salaryScheduleApi } from './salary-schedule';
export { schedulesApi } from './schedules';
export { selectionApi } from './selection';
export { serviceRecordApi } from './service-record';
export { setupApi } from './setup';
export { spmsApi } from './spms';
export { spmsOfficeApi } from './spms-office';
export { systemApi } from './system';
export { travelApi } from './travel';
export { userAdminApi } from './user-admin';
export { usersApi } from './users';
export { uploadRoute } from './upload';

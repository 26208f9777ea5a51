// The pages of work schedules, one chunk loaded on first visit (schedules.routes.tsx).
export { EdatsSchedulesPage } from './edats-schedules-page';
export { MySchedulePage } from './my-schedule-page';
export { RequestSchedulePage } from './request-schedule-page';
export { DepartmentScheduleRequestPage, DepartmentScheduleRequestsPage, MyScheduleRequestPage } from './schedule-request-page';

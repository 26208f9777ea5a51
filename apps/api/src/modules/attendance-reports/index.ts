export { default as attendanceReportsRoutes } from './attendance-reports.routes';

import type { HrisModule } from '../../lib/module';
import attendanceReportsRoutes from './attendance-reports.routes';

export const attendanceReportsModule: HrisModule = {
  name: 'attendance-reports',
  routes: [attendanceReportsRoutes],
};
export { announcePunches } from './attendance-live';

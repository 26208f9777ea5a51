import type { HrisModule } from '../../lib/module';
import attendanceRoutes from './attendance.routes';
import attendanceBulkRoutes from './attendance-bulk.routes';
import attendanceImportRoutes from './attendance-import.routes';
import iclockRoutes from './iclock.routes';

export const attendanceModule: HrisModule = {
  name: 'attendance',
  routes: [attendanceRoutes, attendanceBulkRoutes, attendanceImportRoutes, iclockRoutes],
};

// What other modules use.
export { campusExists, recordPunch } from './attendance.service';

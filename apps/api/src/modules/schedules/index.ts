import type { HrisModule } from '../../lib/module';
import schedulesRoutes from './schedules.routes';
import { scheduleRequestHandler } from './schedule-requests.service';
import { runHolidaySeedingOnce } from './holidays.job';

export const schedulesModule: HrisModule = {
  name: 'schedules',
  routes: [schedulesRoutes],
  requestHandlers: { work_schedule: scheduleRequestHandler },
  jobs: [{ name: 'adding next year’s holidays', run: (deps) => runHolidaySeedingOnce(deps) }],
};

export { runHolidaySeedingOnce, seedNextYearsHolidays } from './holidays.job';

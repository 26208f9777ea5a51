import type { HrisModule } from '../../lib/module';
import salaryScheduleRoutes from './salary-schedule.routes';

export const salaryScheduleModule: HrisModule = {
  name: 'salary-schedule',
  routes: [salaryScheduleRoutes],
};
export { amountOn } from './salary-schedule.service';
export { salaryHeldOn, salaryHeldDuring, type SalaryHeld, type HeldFrom } from './salary-held';

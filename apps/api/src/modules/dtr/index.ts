import type { HrisModule } from '../../lib/module';
import dtrRoutes from './dtr.routes';

export const dtrModule: HrisModule = {
  name: 'dtr',
  routes: [dtrRoutes],
};

// What other modules use: the month's computation, who reads DTRs, and the loaders it is made of.
export {
  READ_ALL_DTR,
  READ_FACULTY_DTR,
  checkMonth,
  departmentMonth,
  datesBetween,
  workingDaysOf,
  workDayOf,
  headsPersonOf,
  approvedLeaveOf,
  type Dtr,
} from './dtr.service';

import type { HrisModule } from '../../lib/module';
import dtrRoutes from './dtr.routes';

export const dtrModule: HrisModule = {
  name: 'dtr',
  routes: [dtrRoutes],
};

export { READ_ALL_DTR } from './dtr.service';
export { checkMonth } from './dtr.service';
export { departmentMonth } from './dtr.service';
export { READ_FACULTY_DTR } from './dtr.service';
export { headsPersonOf } from './dtr.repo';
export * as dtrRepo from './dtr.repo';
export { datesBetween } from './dtr.service';
export { workingDaysOf } from './dtr.service';
export { approvedLeaveOf } from './dtr.repo';
export type { Dtr } from './dtr.service';

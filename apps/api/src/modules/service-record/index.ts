import type { HrisModule } from '../../lib/module';
import serviceRecordRoutes from './service-record.routes';

export const serviceRecordModule: HrisModule = {
  name: 'service-record',
  routes: [serviceRecordRoutes],
};

export { openLineOf, closeOpenLine, recordSeparationOnLastLine } from './service-record.repo';
export { mustSeeRecord, MANAGE_SERVICE_RECORD } from './service-record.service';
export { insertLines } from './service-record.repo';
export { linesOf } from './service-record.repo';
export { personOf } from './service-record.repo';

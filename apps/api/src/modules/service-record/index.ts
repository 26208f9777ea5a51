import type { HrisModule } from '../../lib/module';
import serviceRecordRoutes from './service-record.routes';

export const serviceRecordModule: HrisModule = {
  name: 'service-record',
  routes: [serviceRecordRoutes],
};

// What other modules use: appointments and offboarding move the record, COE reads it.
export { MANAGE_SERVICE_RECORD, mustSeeRecord, openLineOf, recordSeparation, serviceRecordOf, startLine } from './service-record.service';

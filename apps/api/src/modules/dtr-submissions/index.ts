import type { HrisModule } from '../../lib/module';
import dtrSubmissionsRoutes from './dtr-submissions.routes';
import { dtrSubmissionRequestHandler } from './dtr-submissions.chain';

export const dtrSubmissionsModule: HrisModule = {
  name: 'dtr-submissions',
  routes: [dtrSubmissionsRoutes],
  requestHandlers: { dtr_submission: dtrSubmissionRequestHandler },
};

import type { HrisModule } from '../../lib/module';
import recruitmentRoutes from './recruitment.routes';
import { hiringRequestHandler } from './hiring-requests.service';

export const recruitmentModule: HrisModule = {
  name: 'recruitment',
  routes: [recruitmentRoutes],
  requestHandlers: { request_to_hire: hiringRequestHandler },
};

export { recordApplicationEvent, tellApplicant } from './application-events';
export { APPLICATIONS_OFFICE } from './applications.service';

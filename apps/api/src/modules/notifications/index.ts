import type { HrisModule } from '../../lib/module';
import notificationsRoutes from './notifications.routes';

export const notificationsModule: HrisModule = {
  name: 'notifications',
  routes: [notificationsRoutes],
};

export { notify, notifyMany, rewordNotifications } from './notifications.service';

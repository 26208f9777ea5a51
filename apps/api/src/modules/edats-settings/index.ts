import type { HrisModule } from '../../lib/module';
import edatsSettingsRoutes from './edats-settings.routes';

export const edatsSettingsModule: HrisModule = {
  name: 'edats-settings',
  routes: [edatsSettingsRoutes],
};

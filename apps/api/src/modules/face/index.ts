import type { HrisModule } from '../../lib/module';
import faceRoutes from './face.routes';

export const faceModule: HrisModule = {
  name: 'face',
  routes: [faceRoutes],
};
export { kioskFromKey } from './kiosks.service';

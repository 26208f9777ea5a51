import type { HrisModule } from '../../lib/module';
import feedbackRoutes from './feedback.routes';

export const feedbackModule: HrisModule = {
  name: 'feedback',
  routes: [feedbackRoutes],
};

export { countToAnswer, FEEDBACK_ADMIN } from './feedback.service';

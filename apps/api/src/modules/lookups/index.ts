import type { HrisModule } from '../../lib/module';
import lookupsRoutes from './index.routes';

export const lookupsModule: HrisModule = {
  name: 'lookups',
  routes: [lookupsRoutes],
};
export { createSearchCache } from './search-cache';
export { LISTS_CHANNEL } from './search-cache';
export type { SearchCache } from './search-cache';

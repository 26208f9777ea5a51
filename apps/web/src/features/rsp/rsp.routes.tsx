import type { AppRoute } from '../../app/route-kit';

/** The pages of this module, spread into the one route table (app/routes.tsx). */
export const rspRoutes: readonly AppRoute[] = [];

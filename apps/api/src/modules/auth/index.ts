export { default as authRoutes } from './auth.routes';
export { actorFromToken, noteSessionUse } from './auth.service';

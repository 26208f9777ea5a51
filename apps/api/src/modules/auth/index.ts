export { default as authRoutes } from './auth.routes';
export { actorFromToken } from './auth.service';

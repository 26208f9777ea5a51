export { default as schedulesRoutes } from './schedules.routes';

export { default as appointmentsRoutes } from './appointments.routes';
